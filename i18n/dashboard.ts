// Texts of the dashboard (app.dashboard.*).
const en = {
  title: 'Dashboard',
};

export const dashboardMessages: { en: typeof en; fr: typeof en; es: typeof en } = {
  en,
  fr: { title: 'Tableau de bord' },
  es: { title: 'Panel' },
};
