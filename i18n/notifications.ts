// Texts of the notification bell and the notifications page (app.notifications.*).
const en = {
  title: 'Notifications',
};

export const notificationsMessages: { en: typeof en; fr: typeof en; es: typeof en } = {
  en,
  fr: { title: 'Notifications' },
  es: { title: 'Notificaciones' },
};
