// Texts of the per-network post preview (app.platform_preview.*).
const en = {
  title: 'Post preview',
  label: '%{platform} preview',
  more: 'more',
  less: 'less',
  artist: 'Artist',
  placeholder: 'The post’s image or video',
  media: 'The post’s file: %{name}',
  media_failed: 'The file could not be shown.',
};

const fr: typeof en = {
  title: 'Aperçu de la publication',
  label: 'Aperçu %{platform}',
  more: 'plus',
  less: 'moins',
  artist: 'Artiste',
  placeholder: 'L’image ou la vidéo de la publication',
  media: 'Le fichier de la publication : %{name}',
  media_failed: 'Le fichier n’a pas pu être affiché.',
};

const es: typeof en = {
  title: 'Vista previa de la publicación',
  label: 'Vista previa de %{platform}',
  more: 'más',
  less: 'menos',
  artist: 'Artista',
  placeholder: 'La imagen o el video de la publicación',
  media: 'El archivo de la publicación: %{name}',
  media_failed: 'No se pudo mostrar el archivo.',
};

export const platformPreviewMessages = { en, fr, es };
