// Texts of /social-media, the roster's Facebook state and invitations, and the Facebook state
// names the artist's Social tab shares (app.social_media.*).
const en = {
  title: 'Social Media',
  load_failed: 'Failed to load artists',
  intro:
    'The Facebook state of the roster, page by page, and the invitations that let artists connect their page.',
  invitations_note:
    'The API reports connected pages only. "Invitation sent" shows the invitations sent from this browser since you signed in.',
  facebook_state: {
    connected: 'Connected',
    invitation_sent: 'Invitation sent',
    not_connected: 'Not connected',
  },
  filter: {
    label: 'Facebook state',
    all: 'All (%{count})',
    connected: 'Connected (%{count})',
    invitation_sent: 'Invitation sent (%{count})',
    not_connected: 'Not connected (%{count})',
    scope:
      'Facebook states are read for the artists of this page only, so the filter works within the page: %{shown} of its %{count} artists shown. Other pages may hold more.',
  },
  table: {
    caption: 'Facebook state of the artists on this page',
    artist: 'Artist',
    facebook: 'Facebook',
    details: 'Details',
    invitation: 'Invitation',
    select_row: 'Select %{name}',
    select_page: 'Select every artist shown who can be invited',
    loading: 'Reading the Facebook state of %{name}',
    empty: 'No artists found',
    empty_filtered: 'No artist on this page is in this state.',
  },
  details: {
    page: 'Page: %{name}',
    last_sync: 'Last sync: %{date}',
    never_synced: 'Not synced yet',
    sent: 'Sent to %{email}, %{date}',
  },
  state_failed: 'Error loading social media accounts',
  state_retry: 'Retry reading the Facebook state of %{name}',
  invite: {
    send: 'Send invitation',
    send_again: 'Send again',
    send_to: 'Send invitation to %{name}',
    send_again_to: 'Send again to %{name}',
    send_selected: 'Send invitation to selected (%{count})',
    queued: 'Waiting to be sent',
    failed: 'Failed to send invitation',
    retry: 'Retry',
    retry_to: 'Retry the invitation to %{name}',
  },
  progress: {
    label: 'Sending invitations',
    running: 'Sending invitations: %{done} of %{total}',
    // %{sent} and %{failed} are done_sent and done_failed, each with its own plural.
    done: 'Invitations: %{sent}, %{failed}, of %{total}.',
    done_sent: '%{count} sent',
    done_failed: '%{count} not sent',
    retry_failed: 'Retry failed (%{count})',
    dismiss: 'Close',
  },
  platforms: {
    title: 'Platforms',
    facebook: 'Facebook: connection state and invitations in the table below.',
    unavailable: '%{platform}: not available yet. The API connects Facebook pages only.',
  },
  coming: 'Coming features',
  coming_intro: 'Planned for this screen, not available yet:',
  features: {
    facebook_instagram:
      'Posts for Facebook and Instagram (a Facebook post can already be created from an artist’s Social tab)',
    tiktok: 'TikTok content',
    scheduling: 'Scheduling',
    permissions: 'Artist page permissions',
    tracking: 'Performance tracking (Facebook insights are on each artist’s Social tab)',
    templates: 'Templates and branding',
  },
};

const fr: typeof en = {
  title: 'Réseaux sociaux',
  load_failed: 'Impossible de charger les artistes',
  intro:
    'L’état Facebook des artistes, page par page, et les invitations qui leur permettent de connecter leur page.',
  invitations_note:
    'L’API ne signale que les pages connectées. « Invitation envoyée » montre les invitations envoyées depuis ce navigateur depuis votre connexion.',
  facebook_state: {
    connected: 'Connecté',
    invitation_sent: 'Invitation envoyée',
    not_connected: 'Non connecté',
  },
  filter: {
    label: 'État Facebook',
    all: 'Tous (%{count})',
    connected: 'Connectés (%{count})',
    invitation_sent: 'Invitation envoyée (%{count})',
    not_connected: 'Non connectés (%{count})',
    scope:
      'Les états Facebook ne sont lus que pour les artistes de cette page : le filtre s’applique donc à la page, %{shown} de ses %{count} artistes affichés. D’autres pages peuvent en contenir davantage.',
  },
  table: {
    caption: 'État Facebook des artistes de cette page',
    artist: 'Artiste',
    facebook: 'Facebook',
    details: 'Détails',
    invitation: 'Invitation',
    select_row: 'Sélectionner %{name}',
    select_page: 'Sélectionner tous les artistes affichés pouvant être invités',
    loading: 'Lecture de l’état Facebook de %{name}',
    empty: 'Aucun artiste trouvé',
    empty_filtered: 'Aucun artiste de cette page n’est dans cet état.',
  },
  details: {
    page: 'Page : %{name}',
    last_sync: 'Dernière synchronisation : %{date}',
    never_synced: 'Pas encore synchronisé',
    sent: 'Envoyée à %{email}, %{date}',
  },
  state_failed: 'Erreur lors du chargement des comptes de réseaux sociaux',
  state_retry: 'Relire l’état Facebook de %{name}',
  invite: {
    send: 'Envoyer l’invitation',
    send_again: 'Renvoyer',
    send_to: 'Envoyer l’invitation à %{name}',
    send_again_to: 'Renvoyer l’invitation à %{name}',
    send_selected: 'Inviter la sélection (%{count})',
    queued: 'En attente d’envoi',
    failed: 'Impossible d’envoyer l’invitation',
    retry: 'Réessayer',
    retry_to: 'Réessayer l’invitation à %{name}',
  },
  progress: {
    label: 'Envoi des invitations',
    running: 'Envoi des invitations : %{done} sur %{total}',
    done: 'Invitations : %{sent}, %{failed}, sur %{total}.',
    done_sent: '%{count} envoyée |||| %{count} envoyées',
    done_failed: '%{count} non envoyée |||| %{count} non envoyées',
    retry_failed: 'Réessayer les échecs (%{count})',
    dismiss: 'Fermer',
  },
  platforms: {
    title: 'Plateformes',
    facebook: 'Facebook : état de la connexion et invitations dans le tableau ci-dessous.',
    unavailable: '%{platform} : pas encore disponible. L’API ne connecte que les pages Facebook.',
  },
  coming: 'Fonctionnalités à venir',
  coming_intro: 'Prévu pour cet écran, pas encore disponible :',
  features: {
    facebook_instagram:
      'Publications pour Facebook et Instagram (une publication Facebook peut déjà être créée depuis l’onglet Réseaux sociaux d’un artiste)',
    tiktok: 'Contenu TikTok',
    scheduling: 'Planification',
    permissions: 'Autorisations des pages d’artistes',
    tracking:
      'Suivi des performances (les statistiques Facebook sont dans l’onglet Réseaux sociaux de chaque artiste)',
    templates: 'Modèles et image de marque',
  },
};

const es: typeof en = {
  title: 'Redes sociales',
  load_failed: 'No se pudieron cargar los artistas',
  intro:
    'El estado de Facebook de los artistas, página por página, y las invitaciones que les permiten conectar su página.',
  invitations_note:
    'La API solo informa de las páginas conectadas. «Invitación enviada» muestra las invitaciones enviadas desde este navegador desde que usted inició sesión.',
  facebook_state: {
    connected: 'Conectado',
    invitation_sent: 'Invitación enviada',
    not_connected: 'No conectado',
  },
  filter: {
    label: 'Estado de Facebook',
    all: 'Todos (%{count})',
    connected: 'Conectados (%{count})',
    invitation_sent: 'Invitación enviada (%{count})',
    not_connected: 'No conectados (%{count})',
    scope:
      'Los estados de Facebook se leen solo para los artistas de esta página, así que el filtro actúa dentro de la página: se muestran %{shown} de sus %{count} artistas. Otras páginas pueden tener más.',
  },
  table: {
    caption: 'Estado de Facebook de los artistas de esta página',
    artist: 'Artista',
    facebook: 'Facebook',
    details: 'Detalles',
    invitation: 'Invitación',
    select_row: 'Seleccionar a %{name}',
    select_page: 'Seleccionar a todos los artistas mostrados que se pueden invitar',
    loading: 'Leyendo el estado de Facebook de %{name}',
    empty: 'No se encontraron artistas',
    empty_filtered: 'Ningún artista de esta página está en este estado.',
  },
  details: {
    page: 'Página: %{name}',
    last_sync: 'Última sincronización: %{date}',
    never_synced: 'Aún sin sincronizar',
    sent: 'Enviada a %{email}, %{date}',
  },
  state_failed: 'Error al cargar las cuentas de redes sociales',
  state_retry: 'Volver a leer el estado de Facebook de %{name}',
  invite: {
    send: 'Enviar invitación',
    send_again: 'Reenviar',
    send_to: 'Enviar invitación a %{name}',
    send_again_to: 'Reenviar la invitación a %{name}',
    send_selected: 'Invitar a la selección (%{count})',
    queued: 'En espera de envío',
    failed: 'No se pudo enviar la invitación',
    retry: 'Reintentar',
    retry_to: 'Reintentar la invitación a %{name}',
  },
  progress: {
    label: 'Enviando invitaciones',
    running: 'Enviando invitaciones: %{done} de %{total}',
    done: 'Invitaciones: %{sent}, %{failed}, de %{total}.',
    done_sent: '%{count} enviada |||| %{count} enviadas',
    done_failed: '%{count} sin enviar',
    retry_failed: 'Reintentar las fallidas (%{count})',
    dismiss: 'Cerrar',
  },
  platforms: {
    title: 'Plataformas',
    facebook: 'Facebook: estado de la conexión e invitaciones en la tabla de abajo.',
    unavailable: '%{platform}: aún no disponible. La API solo conecta páginas de Facebook.',
  },
  coming: 'Próximas funciones',
  coming_intro: 'Previsto para esta pantalla, aún no disponible:',
  features: {
    facebook_instagram:
      'Publicaciones para Facebook e Instagram (ya se puede crear una publicación de Facebook desde la pestaña Redes sociales de un artista)',
    tiktok: 'Contenido de TikTok',
    scheduling: 'Programación',
    permissions: 'Permisos de las páginas de artistas',
    tracking:
      'Seguimiento del rendimiento (las estadísticas de Facebook están en la pestaña Redes sociales de cada artista)',
    templates: 'Plantillas e imagen de marca',
  },
};

export const socialMediaMessages = { en, fr, es };
