// Texts of the lists' saved queries menu (app.list_views.*). The rest of it (the button, the
// save and remove dialogs) and the column chooser use react-admin's own texts
// (ra.saved_queries.*, ra.action.select_columns, search_columns, reset).
const en = {
  none: 'No saved query yet: filter or sort the list, then save it here.',
  // react-admin's ra.saved_queries.remove_label_with_name has a typo in French ("des mes").
  remove: 'Remove saved query "%{name}"',
};

const fr: typeof en = {
  none: 'Aucune requête enregistrée : filtrez ou triez la liste, puis enregistrez-la ici.',
  remove: 'Retirer « %{name} » de mes requêtes',
};

const es: typeof en = {
  none: 'Todavía no hay consultas guardadas: filtre u ordene la lista y guárdela aquí.',
  remove: 'Eliminar la consulta guardada «%{name}»',
};

export const listViewsMessages = { en, fr, es };
