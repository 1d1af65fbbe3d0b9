// Texts of several people at once (issue 37): the clash dialog of a save, the banner of a form
// whose record changed underneath, the notice of a record open in another tab, and a post whose
// status moved on (app.colleagues.*).
const en = {
  clash: {
    title: 'Someone else changed the same fields',
    intro:
      'A colleague saved this record after you opened it, and changed %{smart_count} field you changed too. Choose which version to keep. Nothing is saved until you choose. |||| A colleague saved this record after you opened it, and changed %{smart_count} fields you changed too. Choose which version to keep for each. Nothing is saved until you choose.',
    theirs: 'Theirs',
    yours: 'Yours',
    keep_theirs: 'Keep theirs',
    keep_yours: 'Keep yours',
    all_theirs: 'Keep all theirs',
    all_yours: 'Keep all yours',
    choose_each: 'Choose a version for each field to save.',
    diff_legend: 'What differs: struck through is only in theirs, underlined only in yours.',
    save: 'Save',
    cancel: 'Cancel',
    cancelled: 'Nothing was saved. Your changes are still in the form.',
    kept_theirs: 'A colleague’s change was kept: %{fields}',
  },
  value: {
    empty: '(empty)',
    yes: 'Yes',
    no: 'No',
    removed: '(removed)',
  },
  banner: {
    text: 'Changed by someone else since you opened it',
    updated: 'Fields you had not touched now show their version: %{fields}.',
    show: 'Show changes',
    load: 'Load theirs',
    dismiss: 'Dismiss',
  },
  changes: {
    title: 'Changes by someone else',
    intro: 'These fields were saved by a colleague since you opened the form.',
    none_pending: 'Every field they changed already shows their version.',
    close: 'Close',
  },
  other_tab: 'This record is also open for editing in another tab of this browser.',
  post_moved: 'This post is now %{status}. Nothing was changed.',
  gone: 'This record no longer exists: it was deleted by someone else.',
};

const fr: typeof en = {
  clash: {
    title: 'Quelqu’un d’autre a modifié les mêmes champs',
    intro:
      'Un collègue a enregistré cette fiche après son ouverture, et a modifié %{smart_count} champ que vous avez modifié aussi. Choisissez la version à garder. Rien n’est enregistré avant votre choix. |||| Un collègue a enregistré cette fiche après son ouverture, et a modifié %{smart_count} champs que vous avez modifiés aussi. Choisissez la version à garder pour chacun. Rien n’est enregistré avant votre choix.',
    theirs: 'La sienne',
    yours: 'La vôtre',
    keep_theirs: 'Garder la sienne',
    keep_yours: 'Garder la vôtre',
    all_theirs: 'Garder toutes les siennes',
    all_yours: 'Garder toutes les vôtres',
    choose_each: 'Choisissez une version pour chaque champ avant d’enregistrer.',
    diff_legend:
      'Différences : barré, seulement dans la sienne ; souligné, seulement dans la vôtre.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    cancelled: 'Rien n’a été enregistré. Vos modifications sont toujours dans le formulaire.',
    kept_theirs: 'La modification d’un collègue a été gardée : %{fields}',
  },
  value: {
    empty: '(vide)',
    yes: 'Oui',
    no: 'Non',
    removed: '(supprimé)',
  },
  banner: {
    text: 'Modifié par quelqu’un d’autre depuis son ouverture',
    updated: 'Les champs que vous n’aviez pas touchés affichent sa version : %{fields}.',
    show: 'Voir les modifications',
    load: 'Charger la sienne',
    dismiss: 'Masquer',
  },
  changes: {
    title: 'Modifications de quelqu’un d’autre',
    intro: 'Un collègue a enregistré ces champs depuis l’ouverture du formulaire.',
    none_pending: 'Chaque champ qu’il a modifié affiche déjà sa version.',
    close: 'Fermer',
  },
  other_tab: 'Cette fiche est aussi ouverte en modification dans un autre onglet de ce navigateur.',
  post_moved: 'Cette publication est maintenant « %{status} ». Rien n’a été modifié.',
  gone: 'Cette fiche n’existe plus : quelqu’un d’autre l’a supprimée.',
};

const es: typeof en = {
  clash: {
    title: 'Otra persona cambió los mismos campos',
    intro:
      'Un colega guardó este registro después de que usted lo abriera y cambió %{smart_count} campo que usted también cambió. Elija qué versión conservar. No se guarda nada hasta que elija. |||| Un colega guardó este registro después de que usted lo abriera y cambió %{smart_count} campos que usted también cambió. Elija qué versión conservar en cada uno. No se guarda nada hasta que elija.',
    theirs: 'Del colega',
    yours: 'Suya',
    keep_theirs: 'Conservar la del colega',
    keep_yours: 'Conservar la suya',
    all_theirs: 'Conservar todas las del colega',
    all_yours: 'Conservar todas las suyas',
    choose_each: 'Elija una versión para cada campo antes de guardar.',
    diff_legend: 'Diferencias: tachado, solo en la del colega; subrayado, solo en la suya.',
    save: 'Guardar',
    cancel: 'Cancelar',
    cancelled: 'No se guardó nada. Sus cambios siguen en el formulario.',
    kept_theirs: 'Se conservó el cambio de un colega: %{fields}',
  },
  value: {
    empty: '(vacío)',
    yes: 'Sí',
    no: 'No',
    removed: '(eliminado)',
  },
  banner: {
    text: 'Otra persona lo cambió desde que usted lo abrió',
    updated: 'Los campos que usted no había tocado ya muestran la versión del colega: %{fields}.',
    show: 'Ver cambios',
    load: 'Cargar la del colega',
    dismiss: 'Ocultar',
  },
  changes: {
    title: 'Cambios de otra persona',
    intro: 'Un colega guardó estos campos desde que usted abrió el formulario.',
    none_pending: 'Cada campo que cambió el colega ya muestra la versión del colega.',
    close: 'Cerrar',
  },
  other_tab: 'Este registro también está abierto para editar en otra pestaña de este navegador.',
  post_moved: 'Esta publicación ahora está «%{status}». No se cambió nada.',
  gone: 'Este registro ya no existe: otra persona lo eliminó.',
};

export const colleaguesMessages = { en, fr, es };
