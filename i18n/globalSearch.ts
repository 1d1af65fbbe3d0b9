// Texts of the global search in the app bar (app.search.*).
const en = {
  button: 'Search',
  shortcut: 'Ctrl K',
  shortcut_mac: '⌘K',
  title: 'Search the catalogue',
  input: 'Search artists, songs, albums and campaigns',
  close: 'Close search',
  hint: 'Type at least 2 characters to search artists, songs, albums and campaigns by name.',
  keys_hint: '↑ ↓ to move, Enter to open, Esc to close',
  searching: 'Searching…',
  results: 'Search results',
  result_count: '%{smart_count} result |||| %{smart_count} results',
  no_results: 'No results for “%{term}”',
  failed: 'Search failed',
  failed_detail: 'Some results could not be loaded.',
  groups: {
    artists: 'Artists',
    songs: 'Songs',
    albums: 'Albums',
    campaigns: 'Campaigns',
  },
};

const fr: typeof en = {
  button: 'Rechercher',
  shortcut: 'Ctrl K',
  shortcut_mac: '⌘K',
  title: 'Rechercher dans le catalogue',
  input: 'Rechercher des artistes, chansons, albums et campagnes',
  close: 'Fermer la recherche',
  hint: 'Tapez au moins 2 caractères pour rechercher des artistes, chansons, albums et campagnes par leur nom.',
  keys_hint: '↑ ↓ pour parcourir, Entrée pour ouvrir, Échap pour fermer',
  searching: 'Recherche en cours…',
  results: 'Résultats de la recherche',
  result_count: '%{smart_count} résultat |||| %{smart_count} résultats',
  no_results: 'Aucun résultat pour « %{term} »',
  failed: 'La recherche a échoué',
  failed_detail: 'Certains résultats n’ont pas pu être chargés.',
  groups: {
    artists: 'Artistes',
    songs: 'Chansons',
    albums: 'Albums',
    campaigns: 'Campagnes',
  },
};

const es: typeof en = {
  button: 'Buscar',
  shortcut: 'Ctrl K',
  shortcut_mac: '⌘K',
  title: 'Buscar en el catálogo',
  input: 'Buscar artistas, canciones, álbumes y campañas',
  close: 'Cerrar la búsqueda',
  hint: 'Escriba al menos 2 caracteres para buscar artistas, canciones, álbumes y campañas por su nombre.',
  keys_hint: '↑ ↓ para moverse, Intro para abrir, Esc para cerrar',
  searching: 'Buscando…',
  results: 'Resultados de la búsqueda',
  result_count: '%{smart_count} resultado |||| %{smart_count} resultados',
  no_results: 'No hay resultados para «%{term}»',
  failed: 'La búsqueda ha fallado',
  failed_detail: 'No se han podido cargar algunos resultados.',
  groups: {
    artists: 'Artistas',
    songs: 'Canciones',
    albums: 'Álbumes',
    campaigns: 'Campañas',
  },
};

export const globalSearchMessages = { en, fr, es };
