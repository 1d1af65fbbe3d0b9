// Texts of the song screens: list, detail, add and edit dialogs (app.songs.*) and the songs field labels (resources.songs.fields.*).
const en = {
  screen: {
    title: 'Songs',
  },
  fields: {
    title: 'Title',
    artist_name: 'Artist',
    status: 'Status',
    duration_seconds: 'Duration',
    created_at: 'Created',
  },
};

type Messages = typeof en;

const fr: Messages = {
  screen: {
    title: 'Chansons',
  },
  fields: {
    title: 'Titre',
    artist_name: 'Artiste',
    status: 'Statut',
    duration_seconds: 'Durée',
    created_at: 'Créée le',
  },
};

const es: Messages = {
  screen: {
    title: 'Canciones',
  },
  fields: {
    title: 'Título',
    artist_name: 'Artista',
    status: 'Estado',
    duration_seconds: 'Duración',
    created_at: 'Creada',
  },
};

export const songsMessages = { en, fr, es };
