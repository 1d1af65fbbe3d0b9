// Texts of the artist search field (app.artist_search.*), shared by the Smart Links Manager's
// Select Artist card and the media screen's artist choice.
const en = {
  loading: 'Loading artists…',
  no_match: 'No artists found',
  load_failed: 'Failed to load artists',
  recent: 'Recently used',
  found: 'Artists',
};

const fr: typeof en = {
  loading: 'Chargement des artistes…',
  no_match: 'Aucun artiste trouvé',
  load_failed: 'Échec du chargement des artistes',
  recent: 'Utilisés récemment',
  found: 'Artistes',
};

const es: typeof en = {
  loading: 'Cargando artistas…',
  no_match: 'No se encontraron artistas',
  load_failed: 'No se pudieron cargar los artistas',
  recent: 'Usados recientemente',
  found: 'Artistas',
};

export const artistSearchMessages = { en, fr, es };
