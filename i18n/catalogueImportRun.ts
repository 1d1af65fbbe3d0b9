// Texts of the catalogue import run (app.catalogue_import_run.*): progress, Pause / Resume /
// Cancel, the per-row results, and the refused and failed rows downloaded as CSV.
const en = {
  heading: {
    running: 'Importing “%{file}”',
    finished: 'Import finished',
    cancelled: 'Import cancelled',
  },
  progress: {
    label: 'Import progress',
    text: '%{sent} of %{total} row sent |||| %{sent} of %{total} rows sent',
  },
  loading: 'Loading the import…',
  notices: {
    interrupted:
      'Import interrupted by a reload: %{done} of %{total} done. It goes on where it stopped.',
    paused_user: 'Paused: no new row is sent. Click Resume to go on.',
    paused_offline:
      'Paused: the connection was lost. The import goes on when the connection returns, or when you click Resume.',
    paused_session:
      'Your session has ended: sign in again to go on. The import goes on by itself once you have signed in; nothing is lost.',
    paused_error: 'Paused: the rows sent before could not be checked. Click Resume to try again.',
    checking: 'Checking which rows sent before the interruption already exist…',
    waiting:
      'Waiting for %{smart_count} row sent before the interruption: its request may still reach the server. It is looked for there, and sent again only if it never arrived (within a minute). |||| Waiting for %{smart_count} rows sent before the interruption: their requests may still reach the server. Each is looked for there, and sent again only if it never arrived (within a minute).',
    not_kept: 'This browser could not keep this import: keep this page open until it ends.',
    elsewhere: 'This import is going on in another tab of this browser: follow it there.',
    last_error: 'Last error: %{reason}',
  },
  counts: {
    created: 'Created',
    failed: 'Failed',
    refused: 'Refused by the server',
    duplicates: 'Skipped as duplicates',
    refused_dry_run: 'Refused at the dry run',
    cancelled: 'Not imported',
  },
  actions: {
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel the import',
    retry_failed: 'Retry failed rows',
    download: 'Download refused and failed rows',
    done: 'Done',
  },
  confirm_cancel: {
    title: 'Cancel the import?',
    content:
      'Rows not sent yet will not be imported. Records already created stay. Rows being sent finish.',
    keep: 'Keep importing',
    confirm: 'Cancel the import',
  },
  table: {
    caption: 'Results by row',
    line: 'Line',
    value: { artists: 'Stage name', songs: 'Title', albums: 'Title' },
    result: 'Result',
    details: 'Details',
    open: 'Open the new record (#%{id})',
  },
  results: {
    pending: 'Waiting',
    sending: 'Sending',
    created: 'Created',
    failed: 'Failed',
    refused: 'Refused by the server',
    cancelled: 'Not imported',
    duplicate: 'Skipped: duplicate',
    refused_dry_run: 'Refused at the dry run',
  },
  reasons: {
    unknown_error: 'The request failed.',
    cancelled: 'Not imported: the import was cancelled before this row was sent.',
    lost_answer:
      'Sent, but no answer came: check whether it was created before importing it again.',
  },
  csv: {
    reason_header: 'Reason',
    file_name: '%{name} - rows to fix',
  },
};

const fr: typeof en = {
  heading: {
    running: 'Import de « %{file} »',
    finished: 'Import terminé',
    cancelled: 'Import annulé',
  },
  progress: {
    label: "Progression de l'import",
    text: '%{sent} sur %{total} ligne envoyée |||| %{sent} sur %{total} lignes envoyées',
  },
  loading: "Chargement de l'import…",
  notices: {
    interrupted:
      "Import interrompu par un rechargement : %{done} sur %{total} faites. Il reprend là où il s'était arrêté.",
    paused_user:
      "En pause : aucune nouvelle ligne n'est envoyée. Cliquez sur Reprendre pour continuer.",
    paused_offline:
      'En pause : la connexion a été perdue. L’import reprend au retour de la connexion, ou quand vous cliquez sur Reprendre.',
    paused_session:
      "Votre session a pris fin : reconnectez-vous pour continuer. L'import reprend de lui-même une fois que vous êtes reconnecté ; rien n'est perdu.",
    paused_error:
      "En pause : les lignes déjà envoyées n'ont pas pu être vérifiées. Cliquez sur Reprendre pour réessayer.",
    checking: "Vérification des lignes envoyées avant l'interruption qui existent déjà…",
    waiting:
      "%{smart_count} ligne envoyée avant l'interruption est attendue : sa requête peut encore arriver au serveur. Elle y est recherchée, et n'est renvoyée que si elle n'est jamais arrivée (en moins d'une minute). |||| %{smart_count} lignes envoyées avant l'interruption sont attendues : leurs requêtes peuvent encore arriver au serveur. Chacune y est recherchée, et n'est renvoyée que si elle n'est jamais arrivée (en moins d'une minute).",
    not_kept:
      "Ce navigateur n'a pas pu conserver cet import : gardez cette page ouverte jusqu'à la fin.",
    elsewhere: 'Cet import se poursuit dans un autre onglet de ce navigateur : suivez-le là-bas.',
    last_error: 'Dernière erreur : %{reason}',
  },
  counts: {
    created: 'Créées',
    failed: 'En échec',
    refused: 'Refusées par le serveur',
    duplicates: 'Ignorées car en double',
    refused_dry_run: "Refusées à l'essai à blanc",
    cancelled: 'Non importées',
  },
  actions: {
    pause: 'Pause',
    resume: 'Reprendre',
    cancel: "Annuler l'import",
    retry_failed: 'Réessayer les lignes en échec',
    download: 'Télécharger les lignes refusées et en échec',
    done: 'Terminé',
  },
  confirm_cancel: {
    title: "Annuler l'import ?",
    content:
      "Les lignes pas encore envoyées ne seront pas importées. Les fiches déjà créées restent. Les lignes en cours d'envoi se terminent.",
    keep: "Poursuivre l'import",
    confirm: "Annuler l'import",
  },
  table: {
    caption: 'Résultats par ligne',
    line: 'Ligne',
    value: { artists: 'Nom de scène', songs: 'Titre', albums: 'Titre' },
    result: 'Résultat',
    details: 'Détails',
    open: 'Ouvrir la nouvelle fiche (n° %{id})',
  },
  results: {
    pending: 'En attente',
    sending: 'Envoi en cours',
    created: 'Créée',
    failed: 'En échec',
    refused: 'Refusée par le serveur',
    cancelled: 'Non importée',
    duplicate: 'Ignorée : en double',
    refused_dry_run: "Refusée à l'essai à blanc",
  },
  reasons: {
    unknown_error: 'La requête a échoué.',
    cancelled: "Non importée : l'import a été annulé avant l'envoi de cette ligne.",
    lost_answer:
      "Envoyée, mais aucune réponse n'est arrivée : vérifiez si elle a été créée avant de l'importer à nouveau.",
  },
  csv: {
    reason_header: 'Motif',
    file_name: '%{name} - lignes à corriger',
  },
};

const es: typeof en = {
  heading: {
    running: 'Importación de «%{file}»',
    finished: 'Importación terminada',
    cancelled: 'Importación cancelada',
  },
  progress: {
    label: 'Progreso de la importación',
    text: '%{sent} de %{total} fila enviada |||| %{sent} de %{total} filas enviadas',
  },
  loading: 'Cargando la importación…',
  notices: {
    interrupted:
      'Importación interrumpida por una recarga: %{done} de %{total} hechas. Continúa donde se detuvo.',
    paused_user: 'En pausa: no se envía ninguna fila nueva. Haga clic en Reanudar para continuar.',
    paused_offline:
      'En pausa: se perdió la conexión. La importación continúa cuando vuelva la conexión, o cuando haga clic en Reanudar.',
    paused_session:
      'Su sesión ha terminado: inicie sesión de nuevo para continuar. La importación continúa sola una vez que haya iniciado sesión; no se pierde nada.',
    paused_error:
      'En pausa: no se pudieron comprobar las filas ya enviadas. Haga clic en Reanudar para intentarlo de nuevo.',
    checking: 'Comprobando qué filas enviadas antes de la interrupción ya existen…',
    waiting:
      'Esperando %{smart_count} fila enviada antes de la interrupción: su solicitud aún puede llegar al servidor. Se busca allí y solo se envía de nuevo si nunca llegó (en menos de un minuto). |||| Esperando %{smart_count} filas enviadas antes de la interrupción: sus solicitudes aún pueden llegar al servidor. Cada una se busca allí y solo se envía de nuevo si nunca llegó (en menos de un minuto).',
    not_kept:
      'Este navegador no pudo guardar esta importación: mantenga esta página abierta hasta que termine.',
    elsewhere: 'Esta importación continúa en otra pestaña de este navegador: sígala allí.',
    last_error: 'Último error: %{reason}',
  },
  counts: {
    created: 'Creadas',
    failed: 'Con error',
    refused: 'Rechazadas por el servidor',
    duplicates: 'Omitidas por duplicadas',
    refused_dry_run: 'Rechazadas en la simulación',
    cancelled: 'No importadas',
  },
  actions: {
    pause: 'Pausar',
    resume: 'Reanudar',
    cancel: 'Cancelar la importación',
    retry_failed: 'Reintentar las filas con error',
    download: 'Descargar las filas rechazadas y con error',
    done: 'Hecho',
  },
  confirm_cancel: {
    title: '¿Cancelar la importación?',
    content:
      'Las filas aún no enviadas no se importarán. Los registros ya creados se mantienen. Las filas que se están enviando terminan.',
    keep: 'Seguir importando',
    confirm: 'Cancelar la importación',
  },
  table: {
    caption: 'Resultados por fila',
    line: 'Fila',
    value: { artists: 'Nombre artístico', songs: 'Título', albums: 'Título' },
    result: 'Resultado',
    details: 'Detalles',
    open: 'Abrir el nuevo registro (n.º %{id})',
  },
  results: {
    pending: 'En espera',
    sending: 'Enviando',
    created: 'Creada',
    failed: 'Con error',
    refused: 'Rechazada por el servidor',
    cancelled: 'No importada',
    duplicate: 'Omitida: duplicada',
    refused_dry_run: 'Rechazada en la simulación',
  },
  reasons: {
    unknown_error: 'La solicitud falló.',
    cancelled: 'No importada: la importación se canceló antes de enviar esta fila.',
    lost_answer:
      'Enviada, pero no llegó ninguna respuesta: compruebe si se creó antes de importarla de nuevo.',
  },
  csv: {
    reason_header: 'Motivo',
    file_name: '%{name} - filas por corregir',
  },
};

export const catalogueImportRunMessages = { en, fr, es };
