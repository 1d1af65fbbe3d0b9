// Texts of the drafts of typed work (issue 20): the restore offer at the top of a form and the
// question before signing out with drafts (app.drafts.*).
const en = {
  offer_today: 'Restore your unsaved changes from %{time}?',
  offer_earlier: 'Restore your unsaved changes from %{date}?',
  restore: 'Restore',
  discard: 'Discard',
  logout: {
    title: 'Sign out with unsaved changes?',
    content:
      'You have unsaved changes in %{smart_count} form. Sign out anyway? They will be deleted from this browser. |||| You have unsaved changes in %{smart_count} forms. Sign out anyway? They will be deleted from this browser.',
    confirm: 'Sign out',
    cancel: 'Stay signed in',
  },
};

const fr: typeof en = {
  offer_today: 'Restaurer vos modifications non enregistrées de %{time} ?',
  offer_earlier: 'Restaurer vos modifications non enregistrées du %{date} ?',
  restore: 'Restaurer',
  discard: 'Supprimer',
  logout: {
    title: 'Se déconnecter avec des modifications non enregistrées ?',
    content:
      'Vous avez des modifications non enregistrées dans %{smart_count} formulaire. Se déconnecter quand même ? Elles seront supprimées de ce navigateur. |||| Vous avez des modifications non enregistrées dans %{smart_count} formulaires. Se déconnecter quand même ? Elles seront supprimées de ce navigateur.',
    confirm: 'Se déconnecter',
    cancel: 'Rester connecté',
  },
};

const es: typeof en = {
  offer_today: '¿Desea restaurar sus cambios sin guardar de las %{time}?',
  offer_earlier: '¿Desea restaurar sus cambios sin guardar del %{date}?',
  restore: 'Restaurar',
  discard: 'Descartar',
  logout: {
    title: '¿Cerrar sesión con cambios sin guardar?',
    content:
      'Tiene cambios sin guardar en %{smart_count} formulario. ¿Desea cerrar sesión de todos modos? Se eliminarán de este navegador. |||| Tiene cambios sin guardar en %{smart_count} formularios. ¿Desea cerrar sesión de todos modos? Se eliminarán de este navegador.',
    confirm: 'Cerrar sesión',
    cancel: 'Permanecer conectado',
  },
};

export const draftsMessages = { en, fr, es };
