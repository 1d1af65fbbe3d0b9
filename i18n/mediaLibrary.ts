// Texts of the media library, its upload and detail dialogs and the media picker (app.media.*).
const en = {
  image_failed: 'Failed to load image',
};

export const mediaLibraryMessages: { en: typeof en; fr: typeof en; es: typeof en } = {
  en,
  fr: { image_failed: "Impossible de charger l'image" },
  es: { image_failed: 'No se pudo cargar la imagen' },
};
