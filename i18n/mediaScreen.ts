// Texts of the label's media screen (/media, app.media_screen.*): an artist chosen, then that
// artist's library, whose own texts are app.media.*.
const en = {
  title: 'Media library',
  artist: {
    title: 'Artist',
    label: 'Artist',
    placeholder: 'Search by stage or real name',
  },
  prompt: 'Choose an artist to see their photos, videos and audio.',
  loading: 'Loading the artist…',
  not_found: 'No artist with ID “%{id}” was found: the artist may have been deleted.',
  not_found_hint: 'Choose another artist above.',
  load_failed: 'Failed to load the artist',
};

const fr: typeof en = {
  title: 'Médiathèque',
  artist: {
    title: 'Artiste',
    label: 'Artiste',
    placeholder: 'Rechercher par nom de scène ou nom réel',
  },
  prompt: 'Choisissez un artiste pour voir ses photos, vidéos et fichiers audio.',
  loading: 'Chargement de l’artiste…',
  not_found: 'Aucun artiste avec l’identifiant « %{id} » : il a peut-être été supprimé.',
  not_found_hint: 'Choisissez un autre artiste ci-dessus.',
  load_failed: 'Échec du chargement de l’artiste',
};

const es: typeof en = {
  title: 'Biblioteca multimedia',
  artist: {
    title: 'Artista',
    label: 'Artista',
    placeholder: 'Buscar por nombre artístico o real',
  },
  prompt: 'Elija un artista para ver sus fotos, vídeos y audios.',
  loading: 'Cargando el artista…',
  not_found: 'No se encontró ningún artista con el ID «%{id}»: es posible que se haya eliminado.',
  not_found_hint: 'Elija otro artista arriba.',
  load_failed: 'No se pudo cargar el artista',
};

export const mediaScreenMessages = { en, fr, es };
