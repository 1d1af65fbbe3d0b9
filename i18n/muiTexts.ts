// Texts MUI's own components carry (app.mui.*): given to them as theme defaults, in the
// interface language, by layout/MuiTexts.tsx. The English ones are MUI's own, so English reads
// as it always did. Not MUI's frFR / esES locales: esES names the Autocomplete's button
// "Abierto" ("opened", not "Open") and its pagination "Paginador".
const en = {
  autocomplete: {
    open: 'Open',
    close: 'Close',
    clear: 'Clear',
    no_options: 'No options',
    loading: 'Loading…',
  },
  alert_close: 'Close',
  breadcrumbs_expand: 'Show path',
  pagination: {
    label: 'pagination navigation',
    page: 'Go to page %{page}',
    current_page: 'page %{page}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
    rows_per_page: 'Rows per page:',
    rows: '%{from}–%{to} of %{count}',
    rows_of_more: '%{from}–%{to} of more than %{to}',
  },
  rating: {
    stars: '%{smart_count} Star |||| %{smart_count} Stars',
    empty: 'Empty',
  },
};

const fr: typeof en = {
  autocomplete: {
    open: 'Ouvrir',
    close: 'Fermer',
    clear: 'Effacer',
    no_options: 'Aucune option',
    loading: 'Chargement…',
  },
  alert_close: 'Fermer',
  breadcrumbs_expand: 'Afficher le chemin',
  pagination: {
    label: 'Pagination',
    page: 'Aller à la page %{page}',
    current_page: 'Page %{page}',
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
    rows_per_page: 'Lignes par page :',
    rows: '%{from}–%{to} sur %{count}',
    rows_of_more: '%{from}–%{to} sur plus de %{to}',
  },
  rating: {
    stars: '%{smart_count} étoile |||| %{smart_count} étoiles',
    empty: 'Aucune note',
  },
};

const es: typeof en = {
  autocomplete: {
    open: 'Abrir',
    close: 'Cerrar',
    clear: 'Borrar',
    no_options: 'Sin opciones',
    loading: 'Cargando…',
  },
  alert_close: 'Cerrar',
  breadcrumbs_expand: 'Mostrar la ruta',
  pagination: {
    label: 'Paginación',
    page: 'Ir a la página %{page}',
    current_page: 'Página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    rows_per_page: 'Filas por página:',
    rows: '%{from}–%{to} de %{count}',
    rows_of_more: '%{from}–%{to} de más de %{to}',
  },
  rating: {
    stars: '%{smart_count} estrella |||| %{smart_count} estrellas',
    empty: 'Sin valoración',
  },
};

export const muiTextsMessages = { en, fr, es };
