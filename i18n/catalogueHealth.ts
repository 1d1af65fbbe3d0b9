// Texts of the catalogue health screen and its dashboard card (app.catalogue_health.*, issue 40).
// The rules' own titles and explanations are in catalogueHealthRules.ts.
const en = {
  title: 'Catalogue health',
  intro:
    'Every rule below is checked against the whole catalogue: open a rule to see its records and fix them.',
  last_checked: 'Last checked: %{time}',
  never_checked: 'The catalogue has not been checked yet.',
  check_now: 'Check now',
  cancel: 'Cancel',
  starting: 'Starting the check…',
  progress: {
    artists: 'Checking %{done} of %{total} artist |||| Checking %{done} of %{total} artists',
    songs: 'Checking %{done} of %{total} song |||| Checking %{done} of %{total} songs',
    albums: 'Checking %{done} of %{total} album |||| Checking %{done} of %{total} albums',
    campaigns: 'Checking %{done} of %{total} campaign |||| Checking %{done} of %{total} campaigns',
    smartLinks:
      'Checking %{done} of %{total} smart link page |||| Checking %{done} of %{total} smart link pages',
  },
  check_failed: 'The catalogue could not be checked.',
  kept_report: 'The last complete report is still shown below.',
  kinds: {
    songs: 'Songs',
    albums: 'Albums',
    artists: 'Artists',
    promotion: 'Promotion',
  },
  problems: '%{count} problem |||| %{count} problems',
  no_problems: 'No problems',
  /** Between a heading's name and its count, for screen readers (French: " : "). */
  separator: ': ',
  table: {
    label: 'Records: %{title}',
    name: 'Name',
    artist: 'Artist',
    value: 'Value',
    fix: 'Fix',
    no_value: 'None',
    fix_on_record: 'Open the record to fix it',
  },
  inline: {
    label: {
      isrc: 'ISRC of %{name}',
      upc: 'UPC of %{name}',
      release_date: 'Release date of %{name}',
      duration_seconds: 'Duration in seconds of %{name}',
      email: 'Email of %{name}',
    },
    save: 'Save',
    save_label: 'Save the change to %{name}',
    required: 'Enter a value to save.',
    saved: '%{name} saved.',
    failed: 'The change could not be saved.',
    not_kept: "The server did not keep this value: change it on the record's own page.",
  },
  bulk: 'Edit these %{smart_count} in bulk',
  export: 'Export CSV',
  export_label: 'Export CSV (%{title})',
  file_name: 'catalogue-health',
  card: {
    title: 'Catalogue health',
    total: '%{count} problem found |||| %{count} problems found',
    all_clear: 'No problems found.',
    worst: 'Largest groups',
    group_link: '%{title}: %{count}',
    open: 'Open catalogue health',
    check: 'Check the catalogue',
    checked: 'Last checked: %{time}',
  },
};

const fr: typeof en = {
  title: 'Santé du catalogue',
  intro:
    'Chaque règle ci-dessous est vérifiée sur tout le catalogue : ouvrez une règle pour voir ses éléments et les corriger.',
  last_checked: 'Dernière vérification : %{time}',
  never_checked: "Le catalogue n'a pas encore été vérifié.",
  check_now: 'Vérifier maintenant',
  cancel: 'Annuler',
  starting: 'Début de la vérification…',
  progress: {
    artists:
      'Vérification de %{done} artiste sur %{total} |||| Vérification de %{done} artistes sur %{total}',
    songs:
      'Vérification de %{done} chanson sur %{total} |||| Vérification de %{done} chansons sur %{total}',
    albums:
      'Vérification de %{done} album sur %{total} |||| Vérification de %{done} albums sur %{total}',
    campaigns:
      'Vérification de %{done} campagne sur %{total} |||| Vérification de %{done} campagnes sur %{total}',
    smartLinks:
      'Vérification de %{done} page de liens sur %{total} |||| Vérification de %{done} pages de liens sur %{total}',
  },
  check_failed: "Le catalogue n'a pas pu être vérifié.",
  kept_report: 'Le dernier rapport complet reste affiché ci-dessous.',
  kinds: {
    songs: 'Chansons',
    albums: 'Albums',
    artists: 'Artistes',
    promotion: 'Promotion',
  },
  problems: '%{count} problème |||| %{count} problèmes',
  no_problems: 'Aucun problème',
  separator: ' : ',
  table: {
    label: 'Éléments : %{title}',
    name: 'Nom',
    artist: 'Artiste',
    value: 'Valeur',
    fix: 'Correction',
    no_value: 'Aucune',
    fix_on_record: "Ouvrez l'élément pour le corriger",
  },
  inline: {
    label: {
      isrc: 'ISRC de %{name}',
      upc: 'UPC de %{name}',
      release_date: 'Date de sortie de %{name}',
      duration_seconds: 'Durée en secondes de %{name}',
      email: 'Courriel de %{name}',
    },
    save: 'Enregistrer',
    save_label: 'Enregistrer la modification de %{name}',
    required: 'Saisissez une valeur pour enregistrer.',
    saved: '%{name} enregistré.',
    failed: "La modification n'a pas pu être enregistrée.",
    not_kept: "Le serveur n'a pas conservé cette valeur : modifiez-la sur la page de l'élément.",
  },
  bulk: 'Modifier ces %{smart_count} éléments en lot',
  export: 'Exporter en CSV',
  export_label: 'Exporter en CSV (%{title})',
  file_name: 'sante-du-catalogue',
  card: {
    title: 'Santé du catalogue',
    total: '%{count} problème trouvé |||| %{count} problèmes trouvés',
    all_clear: 'Aucun problème trouvé.',
    worst: 'Groupes les plus importants',
    group_link: '%{title} : %{count}',
    open: 'Ouvrir la santé du catalogue',
    check: 'Vérifier le catalogue',
    checked: 'Dernière vérification : %{time}',
  },
};

const es: typeof en = {
  title: 'Estado del catálogo',
  intro:
    'Cada regla de abajo se comprueba en todo el catálogo: abra una regla para ver sus registros y corregirlos.',
  last_checked: 'Última comprobación: %{time}',
  never_checked: 'El catálogo todavía no se ha comprobado.',
  check_now: 'Comprobar ahora',
  cancel: 'Cancelar',
  starting: 'Iniciando la comprobación…',
  progress: {
    artists:
      'Comprobando %{done} de %{total} artista |||| Comprobando %{done} de %{total} artistas',
    songs: 'Comprobando %{done} de %{total} canción |||| Comprobando %{done} de %{total} canciones',
    albums: 'Comprobando %{done} de %{total} álbum |||| Comprobando %{done} de %{total} álbumes',
    campaigns:
      'Comprobando %{done} de %{total} campaña |||| Comprobando %{done} de %{total} campañas',
    smartLinks:
      'Comprobando %{done} de %{total} página de enlaces |||| Comprobando %{done} de %{total} páginas de enlaces',
  },
  check_failed: 'No se pudo comprobar el catálogo.',
  kept_report: 'El último informe completo sigue mostrándose abajo.',
  kinds: {
    songs: 'Canciones',
    albums: 'Álbumes',
    artists: 'Artistas',
    promotion: 'Promoción',
  },
  problems: '%{count} problema |||| %{count} problemas',
  no_problems: 'Ningún problema',
  separator: ': ',
  table: {
    label: 'Registros: %{title}',
    name: 'Nombre',
    artist: 'Artista',
    value: 'Valor',
    fix: 'Corrección',
    no_value: 'Ninguno',
    fix_on_record: 'Abra el registro para corregirlo',
  },
  inline: {
    label: {
      isrc: 'ISRC de %{name}',
      upc: 'UPC de %{name}',
      release_date: 'Fecha de lanzamiento de %{name}',
      duration_seconds: 'Duración en segundos de %{name}',
      email: 'Correo electrónico de %{name}',
    },
    save: 'Guardar',
    save_label: 'Guardar el cambio de %{name}',
    required: 'Escriba un valor para guardar.',
    saved: '%{name} guardado.',
    failed: 'No se pudo guardar el cambio.',
    not_kept: 'El servidor no conservó este valor: cámbielo en la página del registro.',
  },
  bulk: 'Editar estos %{smart_count} en lote',
  export: 'Exportar CSV',
  export_label: 'Exportar CSV (%{title})',
  file_name: 'estado-del-catalogo',
  card: {
    title: 'Estado del catálogo',
    total: '%{count} problema encontrado |||| %{count} problemas encontrados',
    all_clear: 'No se encontró ningún problema.',
    worst: 'Grupos más grandes',
    group_link: '%{title}: %{count}',
    open: 'Abrir el estado del catálogo',
    check: 'Comprobar el catálogo',
    checked: 'Última comprobación: %{time}',
  },
};

export const catalogueHealthMessages = { en, fr, es };
