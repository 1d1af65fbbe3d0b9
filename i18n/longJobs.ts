// Texts of long jobs and saves made of several calls (app.long_jobs.*): a post generation known
// across reloads and tabs, leaving a page while files upload, and a save that went half-way.
const en = {
  generation: {
    already_running:
      'A generation of these posts is already running. Nothing was sent: wait until it ends.',
    finished: 'Post generation finished',
    timed_out:
      'Post generation did not report back within 10 minutes. Some posts may not be generated: check them.',
  },
  uploads: {
    leave_title: 'Files are still uploading',
    leave_text:
      'If you leave this page now, you will not see whether they arrive. Stay until the upload ends?',
    stay: 'Stay on this page',
    leave: 'Leave anyway',
  },
  partial: {
    upload_failed: 'the upload failed',
    no_reason: 'the server gave no reason',
    artist_created_image_failed:
      'Artist created, but the profile image was not uploaded: %{reason}. The image is still chosen: press Save to upload it.',
    artist_saved_image_failed:
      'Changes saved, but the profile image was not uploaded: %{reason}. The image is still chosen: press Save to upload it.',
    image_failed:
      'The profile image was not uploaded: %{reason}. The image is still chosen: press Save to try again.',
    smart_link_platforms_failed:
      'Link settings saved, but the platform links were not saved: %{reason}. Press Save Changes to send them again.',
  },
};

const fr: typeof en = {
  generation: {
    already_running:
      "Une génération de ces publications est déjà en cours. Rien n'a été envoyé : attendez qu'elle se termine.",
    finished: 'Génération des publications terminée',
    timed_out:
      "La génération des publications n'a pas donné de nouvelles en 10 minutes. Certaines publications ne sont peut-être pas générées : vérifiez-les.",
  },
  uploads: {
    leave_title: "Des fichiers sont encore en cours d'envoi",
    leave_text:
      "Si vous quittez cette page maintenant, vous ne verrez pas s'ils arrivent. Rester jusqu'à la fin de l'envoi ?",
    stay: 'Rester sur cette page',
    leave: 'Quitter quand même',
  },
  partial: {
    upload_failed: "l'envoi a échoué",
    no_reason: "le serveur n'a pas donné de raison",
    artist_created_image_failed:
      "Artiste créé, mais la photo de profil n'a pas été envoyée : %{reason}. L'image est toujours choisie : cliquez sur Enregistrer pour l'envoyer.",
    artist_saved_image_failed:
      "Modifications enregistrées, mais la photo de profil n'a pas été envoyée : %{reason}. L'image est toujours choisie : cliquez sur Enregistrer pour l'envoyer.",
    image_failed:
      "La photo de profil n'a pas été envoyée : %{reason}. L'image est toujours choisie : cliquez sur Enregistrer pour réessayer.",
    smart_link_platforms_failed:
      "Paramètres du lien enregistrés, mais les liens des plateformes ne l'ont pas été : %{reason}. Cliquez sur Enregistrer les modifications pour les envoyer de nouveau.",
  },
};

const es: typeof en = {
  generation: {
    already_running:
      'Ya hay una generación de estas publicaciones en curso. No se ha enviado nada: espere a que termine.',
    finished: 'Generación de publicaciones terminada',
    timed_out:
      'La generación de publicaciones no ha dado respuesta en 10 minutos. Puede que algunas publicaciones no se hayan generado: revíselas.',
  },
  uploads: {
    leave_title: 'Aún se están subiendo archivos',
    leave_text:
      'Si sale de esta página ahora, no verá si llegan. ¿Quiere quedarse hasta que termine la subida?',
    stay: 'Quedarse en esta página',
    leave: 'Salir de todos modos',
  },
  partial: {
    upload_failed: 'la subida ha fallado',
    no_reason: 'el servidor no ha indicado el motivo',
    artist_created_image_failed:
      'Artista creado, pero la foto de perfil no se ha subido: %{reason}. La imagen sigue elegida: pulse Guardar para subirla.',
    artist_saved_image_failed:
      'Cambios guardados, pero la foto de perfil no se ha subido: %{reason}. La imagen sigue elegida: pulse Guardar para subirla.',
    image_failed:
      'La foto de perfil no se ha subido: %{reason}. La imagen sigue elegida: pulse Guardar para intentarlo de nuevo.',
    smart_link_platforms_failed:
      'Ajustes del enlace guardados, pero los enlaces de las plataformas no se han guardado: %{reason}. Pulse Guardar cambios para enviarlos de nuevo.',
  },
};

export const longJobsMessages = { en, fr, es };
