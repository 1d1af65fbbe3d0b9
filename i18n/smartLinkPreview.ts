// Texts of the Smart Links Manager's live phone preview, the QR code and the admin's own
// rendition of the public page (app.smart_links.preview.*). The slug is named as its field is
// (app.smart_links.slug.label): "slug", "identifiant", "identificador".
const en = {
  title: 'Live preview',
  frame_title: 'Live preview of the smart link page',
  empty_hint: 'Visible platforms with a link appear here.',
  page: {
    artist_fallback: 'Artist name',
    streaming_label: 'Listen',
    social_label: 'Follow',
  },
  qr: {
    title: 'QR code',
    image_label: 'QR code for %{url}',
    no_slug: 'Enter a slug to get a QR code',
    download_png: 'Download PNG',
    download_svg: 'Download SVG',
    png_failed: 'Failed to create the PNG image',
  },
  screen: {
    loading: 'Loading the smart link page…',
    frame_title: 'Smart link page of %{artist}',
    not_found: 'No smart link page at this address',
    not_found_detail: 'No artist uses the link slug “%{slug}”.',
    back_to_manager: 'Back to the Smart Links Manager',
    load_failed: 'Failed to load the smart link page',
  },
};

const fr: typeof en = {
  title: 'Aperçu en direct',
  frame_title: 'Aperçu en direct de la page du lien intelligent',
  empty_hint: 'Les plateformes visibles qui ont un lien apparaissent ici.',
  page: {
    artist_fallback: 'Nom de l’artiste',
    streaming_label: 'Écouter',
    social_label: 'Suivre',
  },
  qr: {
    title: 'Code QR',
    image_label: 'Code QR de %{url}',
    no_slug: 'Saisissez un identifiant pour obtenir un code QR',
    download_png: 'Télécharger en PNG',
    download_svg: 'Télécharger en SVG',
    png_failed: 'Impossible de créer l’image PNG',
  },
  screen: {
    loading: 'Chargement de la page du lien intelligent…',
    frame_title: 'Page du lien intelligent de %{artist}',
    not_found: 'Aucune page de lien intelligent à cette adresse',
    not_found_detail: 'Aucun artiste n’utilise l’identifiant de lien « %{slug} ».',
    back_to_manager: 'Retour au gestionnaire de liens intelligents',
    load_failed: 'Impossible de charger la page du lien intelligent',
  },
};

const es: typeof en = {
  title: 'Vista previa en directo',
  frame_title: 'Vista previa en directo de la página del enlace inteligente',
  empty_hint: 'Las plataformas visibles que tienen un enlace aparecen aquí.',
  page: {
    artist_fallback: 'Nombre del artista',
    streaming_label: 'Escuchar',
    social_label: 'Seguir',
  },
  qr: {
    title: 'Código QR',
    image_label: 'Código QR de %{url}',
    no_slug: 'Introduzca un identificador para obtener un código QR',
    download_png: 'Descargar PNG',
    download_svg: 'Descargar SVG',
    png_failed: 'No se pudo crear la imagen PNG',
  },
  screen: {
    loading: 'Cargando la página del enlace inteligente…',
    frame_title: 'Página del enlace inteligente de %{artist}',
    not_found: 'No hay ninguna página de enlace inteligente en esta dirección',
    not_found_detail: 'Ningún artista usa el identificador de enlace «%{slug}».',
    back_to_manager: 'Volver al gestor de enlaces inteligentes',
    load_failed: 'No se pudo cargar la página del enlace inteligente',
  },
};

export const smartLinkPreviewMessages = { en, fr, es };
