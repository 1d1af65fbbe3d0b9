// Texts of the analytics screen (app.analytics.*).
const en = {
  title: 'Analytics',
  sections: {
    roster: 'Roster',
    catalogue: 'Catalogue',
    campaigns: 'Campaign pipeline',
    requests: 'Song requests',
  },
  view_label: 'Show %{title} as',
  view_chart: 'Chart',
  view_table: 'Table',
  export: 'Export CSV',
  export_label: 'Export CSV (%{title})',
  load_failed: 'These figures could not be loaded.',
  empty: 'Nothing to count yet.',
  status_unavailable:
    'Not available from this server: it ignores the status filter, so it cannot count by status (%{total} in all).',
  headers: {
    status: 'Status',
    genre: 'Genre',
    month: 'Month',
    phase: 'Phase',
    campaign: 'Campaign',
    post_status: 'Post status',
    artists: 'Artists',
    songs: 'Songs',
    albums: 'Albums',
    releases: 'Albums released',
    campaigns: 'Campaigns',
    posts: 'Posts',
    requests: 'Requests',
    days_to_launch: 'Days to launch',
  },
  artists_by_status: { title: 'Artists by status' },
  artists_by_genre: {
    title: 'Artists by genre',
    description: 'An artist with several genres counts in each of them.',
  },
  songs_by_status: { title: 'Songs by status' },
  albums_by_status: { title: 'Albums by status' },
  releases: {
    title: 'Releases per month',
    description:
      'Albums by release date, over the last twelve months and the next six. Albums without a release date are not counted.',
    partial:
      'Partial: only the first %{read} of %{total} albums could be read, so the oldest months may be missing some.',
    partial_unordered:
      'Partial: this server does not sort albums by release date, and only %{read} of %{total} albums could be read.',
  },
  campaigns_by_status: {
    title: 'Campaigns by status',
    description: 'Counted from the full list of campaigns, which the API sends in one answer.',
  },
  posts: {
    title: 'Campaign posts by status',
    description:
      "Summed from the counters each campaign carries; each post counts once. Open a campaign's posts from the list below.",
    parts: {
      published: 'Published',
      scheduled: 'Scheduled',
      needs_review: 'Needs review',
      rejected: 'Rejected by the artist',
      modified: 'Modified by the artist, awaiting your review',
      approved: 'Approved by the artist',
      other: 'Other (generated, or approved by the label)',
    },
    awaiting_title: 'Posts waiting for your review',
    needs_review_link: '%{count} to review |||| %{count} to review',
    modified_link: '%{count} modified by the artist |||| %{count} modified by the artist',
  },
  budget: {
    title: 'Budget by phase',
    description:
      'Campaign budgets (cancelled ones aside) split over the phases as the campaign wizard splits them, per currency.',
  },
  launches: {
    title: 'Launches in the next %{weeks} weeks',
    description: 'Campaigns launching from today to %{to}, soonest first.',
    row: '%{date} · %{name} (%{artist})',
  },
  requests_by_status: {
    title: 'Song requests by status',
    description: 'Counted from the full list of requests, which the API sends in one answer.',
  },
  requests_by_month: {
    title: 'Song requests by month',
    description: 'Requests received each month, over the last twelve months.',
  },
};

export const analyticsMessages: { en: typeof en; fr: typeof en; es: typeof en } = {
  en,
  fr: {
    title: 'Statistiques',
    sections: {
      roster: 'Artistes',
      catalogue: 'Catalogue',
      campaigns: 'Campagnes en cours',
      requests: 'Demandes de chansons',
    },
    view_label: 'Afficher %{title} sous forme de',
    view_chart: 'Graphique',
    view_table: 'Tableau',
    export: 'Exporter en CSV',
    export_label: 'Exporter en CSV (%{title})',
    load_failed: 'Impossible de charger ces chiffres.',
    empty: 'Rien à compter pour le moment.',
    status_unavailable:
      'Non disponible sur ce serveur : il ignore le filtre de statut et ne peut donc pas compter par statut (%{total} au total).',
    headers: {
      status: 'Statut',
      genre: 'Genre',
      month: 'Mois',
      phase: 'Phase',
      campaign: 'Campagne',
      post_status: 'Statut de la publication',
      artists: 'Artistes',
      songs: 'Chansons',
      albums: 'Albums',
      releases: 'Albums parus',
      campaigns: 'Campagnes',
      posts: 'Publications',
      requests: 'Demandes',
      days_to_launch: 'Jours avant le lancement',
    },
    artists_by_status: { title: 'Artistes par statut' },
    artists_by_genre: {
      title: 'Artistes par genre',
      description: 'Un artiste de plusieurs genres compte dans chacun d’eux.',
    },
    songs_by_status: { title: 'Chansons par statut' },
    albums_by_status: { title: 'Albums par statut' },
    releases: {
      title: 'Sorties par mois',
      description:
        'Albums par date de sortie, sur les douze derniers mois et les six prochains. Les albums sans date de sortie ne sont pas comptés.',
      partial:
        'Partiel : seuls les %{read} premiers albums sur %{total} ont pu être lus, il peut donc en manquer dans les mois les plus anciens.',
      partial_unordered:
        'Partiel : ce serveur ne trie pas les albums par date de sortie, et seuls %{read} albums sur %{total} ont pu être lus.',
    },
    campaigns_by_status: {
      title: 'Campagnes par statut',
      description: "Comptées sur la liste complète des campagnes, que l'API envoie en une réponse.",
    },
    posts: {
      title: 'Publications des campagnes par statut',
      description:
        "Additionnées à partir des compteurs de chaque campagne ; chaque publication compte une fois. Ouvrez les publications d'une campagne depuis la liste ci-dessous.",
      parts: {
        published: 'Publiées',
        scheduled: 'Planifiées',
        needs_review: 'À réviser',
        rejected: "Refusées par l'artiste",
        modified: "Modifiées par l'artiste, en attente de votre révision",
        approved: "Approuvées par l'artiste",
        other: 'Autres (générées, ou approuvées par le label)',
      },
      awaiting_title: 'Publications en attente de votre révision',
      needs_review_link: '%{count} à réviser |||| %{count} à réviser',
      modified_link: "%{count} modifiée par l'artiste |||| %{count} modifiées par l'artiste",
    },
    budget: {
      title: 'Budget par phase',
      description:
        "Budgets des campagnes (hors campagnes annulées) répartis sur les phases comme l'assistant de campagne les répartit, par devise.",
    },
    launches: {
      title: 'Lancements des %{weeks} prochaines semaines',
      description: "Campagnes lancées d'aujourd'hui au %{to}, les plus proches d'abord.",
      row: '%{date} · %{name} (%{artist})',
    },
    requests_by_status: {
      title: 'Demandes de chansons par statut',
      description: "Comptées sur la liste complète des demandes, que l'API envoie en une réponse.",
    },
    requests_by_month: {
      title: 'Demandes de chansons par mois',
      description: 'Demandes reçues chaque mois, sur les douze derniers mois.',
    },
  },
  es: {
    title: 'Estadísticas',
    sections: {
      roster: 'Artistas',
      catalogue: 'Catálogo',
      campaigns: 'Campañas en curso',
      requests: 'Solicitudes de canciones',
    },
    view_label: 'Mostrar %{title} como',
    view_chart: 'Gráfico',
    view_table: 'Tabla',
    export: 'Exportar CSV',
    export_label: 'Exportar CSV (%{title})',
    load_failed: 'No se pudieron cargar estas cifras.',
    empty: 'Todavía no hay nada que contar.',
    status_unavailable:
      'No disponible en este servidor: ignora el filtro de estado, así que no puede contar por estado (%{total} en total).',
    headers: {
      status: 'Estado',
      genre: 'Género',
      month: 'Mes',
      phase: 'Fase',
      campaign: 'Campaña',
      post_status: 'Estado de la publicación',
      artists: 'Artistas',
      songs: 'Canciones',
      albums: 'Álbumes',
      releases: 'Álbumes publicados',
      campaigns: 'Campañas',
      posts: 'Publicaciones',
      requests: 'Solicitudes',
      days_to_launch: 'Días hasta el lanzamiento',
    },
    artists_by_status: { title: 'Artistas por estado' },
    artists_by_genre: {
      title: 'Artistas por género',
      description: 'Un artista con varios géneros cuenta en cada uno de ellos.',
    },
    songs_by_status: { title: 'Canciones por estado' },
    albums_by_status: { title: 'Álbumes por estado' },
    releases: {
      title: 'Lanzamientos por mes',
      description:
        'Álbumes por fecha de lanzamiento, en los últimos doce meses y los seis próximos. Los álbumes sin fecha de lanzamiento no se cuentan.',
      partial:
        'Parcial: solo se pudieron leer los primeros %{read} de %{total} álbumes, así que pueden faltar algunos en los meses más antiguos.',
      partial_unordered:
        'Parcial: este servidor no ordena los álbumes por fecha de lanzamiento, y solo se pudieron leer %{read} de %{total} álbumes.',
    },
    campaigns_by_status: {
      title: 'Campañas por estado',
      description:
        'Contadas sobre la lista completa de campañas, que la API envía en una respuesta.',
    },
    posts: {
      title: 'Publicaciones de las campañas por estado',
      description:
        'Sumadas a partir de los contadores de cada campaña; cada publicación cuenta una vez. Abra las publicaciones de una campaña desde la lista de abajo.',
      parts: {
        published: 'Publicadas',
        scheduled: 'Programadas',
        needs_review: 'Por revisar',
        rejected: 'Rechazadas por el artista',
        modified: 'Modificadas por el artista, pendientes de su revisión',
        approved: 'Aprobadas por el artista',
        other: 'Otras (generadas, o aprobadas por el sello)',
      },
      awaiting_title: 'Publicaciones pendientes de su revisión',
      needs_review_link: '%{count} por revisar |||| %{count} por revisar',
      modified_link: '%{count} modificada por el artista |||| %{count} modificadas por el artista',
    },
    budget: {
      title: 'Presupuesto por fase',
      description:
        'Presupuestos de las campañas (salvo las canceladas) repartidos por fases como los reparte el asistente de campañas, por moneda.',
    },
    launches: {
      title: 'Lanzamientos de las próximas %{weeks} semanas',
      description: 'Campañas que se lanzan desde hoy hasta el %{to}, las más próximas primero.',
      row: '%{date} · %{name} (%{artist})',
    },
    requests_by_status: {
      title: 'Solicitudes de canciones por estado',
      description:
        'Contadas sobre la lista completa de solicitudes, que la API envía en una respuesta.',
    },
    requests_by_month: {
      title: 'Solicitudes de canciones por mes',
      description: 'Solicitudes recibidas cada mes, en los últimos doce meses.',
    },
  },
};
