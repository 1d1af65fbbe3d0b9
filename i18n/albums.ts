// Texts of the album screens: list, detail, create dialog (app.albums.*) and the albums field labels (resources.albums.fields.*).
const en = {
  screen: {
    title: 'Albums',
  },
  fields: {
    title: 'Title',
    artist_name: 'Artist',
    album_type: 'Type',
    status: 'Status',
    release_date: 'Release date',
    created_at: 'Created',
  },
};

type Messages = typeof en;

const fr: Messages = {
  screen: {
    title: 'Albums',
  },
  fields: {
    title: 'Titre',
    artist_name: 'Artiste',
    album_type: 'Type',
    status: 'Statut',
    release_date: 'Date de sortie',
    created_at: 'Créé le',
  },
};

const es: Messages = {
  screen: {
    title: 'Álbumes',
  },
  fields: {
    title: 'Título',
    artist_name: 'Artista',
    album_type: 'Tipo',
    status: 'Estado',
    release_date: 'Fecha de lanzamiento',
    created_at: 'Creado',
  },
};

export const albumsMessages = { en, fr, es };
