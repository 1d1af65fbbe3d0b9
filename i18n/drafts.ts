// Texts of the drafts of typed work (issue 20): the restore offer at the top of a form and the
// question before signing out with drafts or an unfinished import (app.drafts.*).
const en = {
  offer_today: 'Restore your unsaved changes from %{time}?',
  offer_earlier: 'Restore your unsaved changes from %{date}?',
  restore: 'Restore',
  discard: 'Discard',
  logout: {
    title: 'Sign out with unsaved changes?',
    content:
      'You have unsaved changes in %{smart_count} form. Sign out anyway? They will be deleted from this browser. |||| You have unsaved changes in %{smart_count} forms. Sign out anyway? They will be deleted from this browser.',
    title_work: 'Sign out with unfinished work?',
    import: {
      artists:
        'Your import of artists is not finished: %{sent} of %{total} row sent. Signing out stops it, and its file is deleted from this browser. |||| Your import of artists is not finished: %{sent} of %{total} rows sent. Signing out stops it, and its file is deleted from this browser.',
      songs:
        'Your import of songs is not finished: %{sent} of %{total} row sent. Signing out stops it, and its file is deleted from this browser. |||| Your import of songs is not finished: %{sent} of %{total} rows sent. Signing out stops it, and its file is deleted from this browser.',
      albums:
        'Your import of albums is not finished: %{sent} of %{total} row sent. Signing out stops it, and its file is deleted from this browser. |||| Your import of albums is not finished: %{sent} of %{total} rows sent. Signing out stops it, and its file is deleted from this browser.',
    },
    keep_import:
      'Keep my import for my next sign-in: it goes on when I sign in again |||| Keep my imports for my next sign-in: they go on when I sign in again',
    confirm: 'Sign out',
    cancel: 'Stay signed in',
  },
};

const fr: typeof en = {
  offer_today: 'Restaurer vos modifications non enregistrées de %{time} ?',
  offer_earlier: 'Restaurer vos modifications non enregistrées du %{date} ?',
  restore: 'Restaurer',
  discard: 'Supprimer',
  logout: {
    title: 'Se déconnecter avec des modifications non enregistrées ?',
    content:
      'Vous avez des modifications non enregistrées dans %{smart_count} formulaire. Se déconnecter quand même ? Elles seront supprimées de ce navigateur. |||| Vous avez des modifications non enregistrées dans %{smart_count} formulaires. Se déconnecter quand même ? Elles seront supprimées de ce navigateur.',
    title_work: 'Se déconnecter avec du travail en cours ?',
    import: {
      artists:
        "Votre import d'artistes n'est pas terminé : %{sent} sur %{total} ligne envoyée. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur. |||| Votre import d'artistes n'est pas terminé : %{sent} sur %{total} lignes envoyées. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur.",
      songs:
        "Votre import de chansons n'est pas terminé : %{sent} sur %{total} ligne envoyée. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur. |||| Votre import de chansons n'est pas terminé : %{sent} sur %{total} lignes envoyées. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur.",
      albums:
        "Votre import d'albums n'est pas terminé : %{sent} sur %{total} ligne envoyée. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur. |||| Votre import d'albums n'est pas terminé : %{sent} sur %{total} lignes envoyées. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur.",
    },
    keep_import:
      'Garder mon import pour ma prochaine connexion : il reprendra quand je me reconnecterai |||| Garder mes imports pour ma prochaine connexion : ils reprendront quand je me reconnecterai',
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
    title_work: '¿Cerrar sesión con trabajo sin terminar?',
    import: {
      artists:
        'Su importación de artistas no ha terminado: %{sent} de %{total} fila enviada. Al cerrar sesión se detiene, y su archivo se elimina de este navegador. |||| Su importación de artistas no ha terminado: %{sent} de %{total} filas enviadas. Al cerrar sesión se detiene, y su archivo se elimina de este navegador.',
      songs:
        'Su importación de canciones no ha terminado: %{sent} de %{total} fila enviada. Al cerrar sesión se detiene, y su archivo se elimina de este navegador. |||| Su importación de canciones no ha terminado: %{sent} de %{total} filas enviadas. Al cerrar sesión se detiene, y su archivo se elimina de este navegador.',
      albums:
        'Su importación de álbumes no ha terminado: %{sent} de %{total} fila enviada. Al cerrar sesión se detiene, y su archivo se elimina de este navegador. |||| Su importación de álbumes no ha terminado: %{sent} de %{total} filas enviadas. Al cerrar sesión se detiene, y su archivo se elimina de este navegador.',
    },
    keep_import:
      'Conservar mi importación para mi próximo inicio de sesión: continuará cuando vuelva a iniciar sesión |||| Conservar mis importaciones para mi próximo inicio de sesión: continuarán cuando vuelva a iniciar sesión',
    confirm: 'Cerrar sesión',
    cancel: 'Permanecer conectado',
  },
};

export const draftsMessages = { en, fr, es };
