// Texts of the Smart Links Manager's screen: header, slug card, save and preview
// (app.smart_links.*). The cards' own texts are in smartLinkSetup.ts, smartLinkPlatforms.ts and
// smartLinkPreview.ts.
const en = {
  title: 'Smart Links Manager',
  preview_button: 'Preview',
  save: 'Save Changes',
  loading: 'Loading the smart link',
  load_failed: 'Failed to load the smart link',
  select_artist: 'Please select an artist',
  enter_slug: 'Please enter a slug',
  enter_slug_first: 'Please enter a slug first',
  saving_before_preview: 'Saving changes before preview...',
  saved: 'Smart link saved successfully!',
  save_failed: 'Failed to save smart link',
  slug_taken: 'This slug is already used by another artist',
  popup_blocked:
    'Your browser blocked the new tab. Allow pop-ups for this site to open the preview.',
  discard: {
    title: 'Discard unsaved changes?',
    content: 'Your changes to the smart link of %{name} are not saved. They will be lost.',
    cancel: 'Keep editing',
    confirm: 'Discard changes',
  },
  slug: {
    title: 'Link Slug',
    label: 'Slug',
    help: 'Lowercase letters; spaces become hyphens.',
    public_address: 'Public address:',
    no_address: 'enter a slug to get one.',
    copy: 'Copy address',
    copied: 'Address copied',
    copy_manual: 'Copy this address: %{url}',
  },
  // How a save's clash question names a theme image (issue 37).
  colleagues: {
    image: 'Image %{id}',
  },
};

const fr: typeof en = {
  title: 'Gestionnaire de liens intelligents',
  preview_button: 'Aperçu',
  save: 'Enregistrer les modifications',
  loading: 'Chargement du lien intelligent',
  load_failed: 'Échec du chargement du lien intelligent',
  select_artist: 'Veuillez sélectionner un artiste',
  enter_slug: 'Veuillez saisir un identifiant',
  enter_slug_first: "Veuillez d'abord saisir un identifiant",
  saving_before_preview: "Enregistrement des modifications avant l'aperçu...",
  saved: 'Lien intelligent enregistré avec succès !',
  save_failed: "Échec de l'enregistrement du lien intelligent",
  slug_taken: 'Cet identifiant est déjà utilisé par un autre artiste',
  popup_blocked:
    "Votre navigateur a bloqué le nouvel onglet. Autorisez les fenêtres pop-up pour ce site afin d'ouvrir l'aperçu.",
  discard: {
    title: 'Abandonner les modifications non enregistrées ?',
    content:
      'Vos modifications du lien intelligent de %{name} ne sont pas enregistrées. Elles seront perdues.',
    cancel: 'Continuer la modification',
    confirm: 'Abandonner les modifications',
  },
  slug: {
    title: 'Identifiant du lien',
    label: 'Identifiant',
    help: 'En minuscules ; les espaces deviennent des tirets.',
    public_address: 'Adresse publique :',
    no_address: 'saisissez un identifiant pour en obtenir une.',
    copy: "Copier l'adresse",
    copied: 'Adresse copiée',
    copy_manual: 'Copiez cette adresse : %{url}',
  },
  // How a save's clash question names a theme image (issue 37).
  colleagues: {
    image: 'Image n° %{id}',
  },
};

const es: typeof en = {
  title: 'Gestor de enlaces inteligentes',
  preview_button: 'Vista previa',
  save: 'Guardar cambios',
  loading: 'Cargando el enlace inteligente',
  load_failed: 'No se pudo cargar el enlace inteligente',
  select_artist: 'Seleccione un artista',
  enter_slug: 'Introduzca un identificador',
  enter_slug_first: 'Introduzca primero un identificador',
  saving_before_preview: 'Guardando los cambios antes de la vista previa...',
  saved: '¡Enlace inteligente guardado correctamente!',
  save_failed: 'No se pudo guardar el enlace inteligente',
  slug_taken: 'Otro artista ya usa este identificador',
  popup_blocked:
    'Su navegador bloqueó la nueva pestaña. Permita las ventanas emergentes de este sitio para abrir la vista previa.',
  discard: {
    title: '¿Descartar los cambios sin guardar?',
    content: 'Sus cambios en el enlace inteligente de %{name} no están guardados. Se perderán.',
    cancel: 'Seguir editando',
    confirm: 'Descartar cambios',
  },
  slug: {
    title: 'Identificador del enlace',
    label: 'Identificador',
    help: 'En minúsculas; los espacios se convierten en guiones.',
    public_address: 'Dirección pública:',
    no_address: 'introduzca un identificador para obtenerla.',
    copy: 'Copiar dirección',
    copied: 'Dirección copiada',
    copy_manual: 'Copie esta dirección: %{url}',
  },
  // How a save's clash question names a theme image (issue 37).
  colleagues: {
    image: 'Imagen n.º %{id}',
  },
};

export const smartLinksMessages = { en, fr, es };
