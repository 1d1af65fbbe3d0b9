// Texts of the artist form, add and edit (app.artists.form.*). Field labels are shared:
// resources.artists.fields.* in artists.ts.
const en = {
  create_title: 'Add Artist',
  edit_title: 'Edit Artist',
  tabs: {
    basic: 'Basic Info',
    contact: 'Contact Details',
    genres_status: 'Genres & Status',
    languages: 'Singing Languages',
    bios: 'Multilingual Bios',
    image: 'Profile Image',
  },
  tab_has_errors: 'Contains errors',
  cancel: 'Cancel',
  save: 'Save',
  other_language_hint: 'The language sung, when it is not in the list',
  bios: {
    languages: 'Bio language',
    field: '%{platform} bio',
  },
  image: {
    choose: 'Choose an image',
    hint: 'JPG, PNG or GIF, under 20MB. Drop a file here or choose one.',
    chosen: 'Chosen image',
    remove: 'Remove the chosen image',
    current: 'Current profile image',
    replaces_current: 'The chosen image replaces the current one when you save.',
  },
  validation: {
    stage_name_required: 'Stage name is required',
    email_required: 'Email is required',
    email_invalid: 'Please enter a valid email address',
    phone_required: 'At least one phone number (phone or cellphone) must be provided',
    image_too_large: 'Image file size must be less than 20MB',
    image_invalid: 'Please select a valid image file',
  },
  notifications: {
    created: 'Artist created successfully',
    updated: 'Artist updated successfully',
    image_upload_failed: 'Artist saved but profile image upload failed',
    save_failed: 'Failed to save artist',
  },
};

type Messages = typeof en;

const fr: Messages = {
  create_title: 'Ajouter un artiste',
  edit_title: "Modifier l'artiste",
  tabs: {
    basic: 'Informations de base',
    contact: 'Coordonnées',
    genres_status: 'Genres et statut',
    languages: 'Langues chantées',
    bios: 'Biographies multilingues',
    image: 'Photo de profil',
  },
  tab_has_errors: 'Contient des erreurs',
  cancel: 'Annuler',
  save: 'Enregistrer',
  other_language_hint: "La langue chantée, lorsqu'elle n'est pas dans la liste",
  bios: {
    languages: 'Langue de la biographie',
    field: 'Biographie (%{platform})',
  },
  image: {
    choose: 'Choisir une image',
    hint: 'JPG, PNG ou GIF, moins de 20 Mo. Déposez un fichier ici ou choisissez-en un.',
    chosen: 'Image choisie',
    remove: "Retirer l'image choisie",
    current: 'Photo de profil actuelle',
    replaces_current: "L'image choisie remplacera l'actuelle à l'enregistrement.",
  },
  validation: {
    stage_name_required: 'Le nom de scène est obligatoire',
    email_required: 'Le courriel est obligatoire',
    email_invalid: 'Veuillez saisir une adresse courriel valide',
    phone_required: 'Au moins un numéro de téléphone (téléphone ou cellulaire) doit être fourni',
    image_too_large: "La taille de l'image doit être inférieure à 20 Mo",
    image_invalid: 'Veuillez sélectionner un fichier image valide',
  },
  notifications: {
    created: 'Artiste créé avec succès',
    updated: 'Artiste mis à jour avec succès',
    image_upload_failed: "Artiste enregistré, mais l'envoi de la photo de profil a échoué",
    save_failed: "Échec de l'enregistrement de l'artiste",
  },
};

const es: Messages = {
  create_title: 'Añadir artista',
  edit_title: 'Editar artista',
  tabs: {
    basic: 'Información básica',
    contact: 'Datos de contacto',
    genres_status: 'Géneros y estado',
    languages: 'Idiomas de canto',
    bios: 'Biografías multilingües',
    image: 'Foto de perfil',
  },
  tab_has_errors: 'Contiene errores',
  cancel: 'Cancelar',
  save: 'Guardar',
  other_language_hint: 'El idioma en que canta, si no está en la lista',
  bios: {
    languages: 'Idioma de la biografía',
    field: 'Biografía (%{platform})',
  },
  image: {
    choose: 'Elegir una imagen',
    hint: 'JPG, PNG o GIF, de menos de 20 MB. Suelte un archivo aquí o elija uno.',
    chosen: 'Imagen elegida',
    remove: 'Quitar la imagen elegida',
    current: 'Foto de perfil actual',
    replaces_current: 'La imagen elegida reemplazará la actual al guardar.',
  },
  validation: {
    stage_name_required: 'El nombre artístico es obligatorio',
    email_required: 'El correo es obligatorio',
    email_invalid: 'Introduzca una dirección de correo válida',
    phone_required: 'Se debe indicar al menos un número de teléfono (teléfono o celular)',
    image_too_large: 'El tamaño de la imagen debe ser inferior a 20 MB',
    image_invalid: 'Seleccione un archivo de imagen válido',
  },
  notifications: {
    created: 'Artista creado correctamente',
    updated: 'Artista actualizado correctamente',
    image_upload_failed: 'Artista guardado, pero no se pudo subir la foto de perfil',
    save_failed: 'No se pudo guardar el artista',
  },
};

export const artistFormMessages = { en, fr, es };
