// Texts of the album's Marketing tab: its campaigns and its artist's smart link
// (app.album_marketing.*).
const en = {
  campaigns: {
    title: 'Campaigns for this album',
    list: 'Campaigns of %{album}',
    new: 'New campaign for this album',
    loading: 'Loading the campaigns…',
    load_failed: 'Failed to load campaigns',
    empty: 'No campaign for this album yet',
    empty_hint: 'A campaign plans and schedules the posts that promote the album.',
  },
  smart_link: {
    title: 'Smart link of %{artist}',
    loading: 'Loading the smart link…',
    load_failed: 'Failed to load the smart link',
    address: 'Public address',
    new_tab: '(opens in a new tab)',
    copy: 'Copy address',
    manage: 'Open in the Smart Links manager',
    none: '%{artist} has no smart link yet.',
    none_hint: 'A smart link is a public page gathering the artist’s streaming and social links.',
    set_up: 'Set up a smart link',
  },
};

const fr: typeof en = {
  campaigns: {
    title: 'Campagnes de cet album',
    list: 'Campagnes de %{album}',
    new: 'Nouvelle campagne pour cet album',
    loading: 'Chargement des campagnes…',
    load_failed: 'Échec du chargement des campagnes',
    empty: 'Aucune campagne pour cet album pour l’instant',
    empty_hint: 'Une campagne planifie et programme les publications qui font connaître l’album.',
  },
  smart_link: {
    title: 'Lien intelligent de %{artist}',
    loading: 'Chargement du lien intelligent…',
    load_failed: 'Échec du chargement du lien intelligent',
    address: 'Adresse publique',
    new_tab: '(s’ouvre dans un nouvel onglet)',
    copy: 'Copier l’adresse',
    manage: 'Ouvrir dans le gestionnaire de liens intelligents',
    none: '%{artist} n’a pas encore de lien intelligent.',
    none_hint:
      'Un lien intelligent est une page publique qui réunit les liens de streaming et de réseaux sociaux de l’artiste.',
    set_up: 'Créer un lien intelligent',
  },
};

const es: typeof en = {
  campaigns: {
    title: 'Campañas de este álbum',
    list: 'Campañas de %{album}',
    new: 'Nueva campaña para este álbum',
    loading: 'Cargando las campañas…',
    load_failed: 'Error al cargar las campañas',
    empty: 'Este álbum aún no tiene ninguna campaña',
    empty_hint: 'Una campaña planifica y programa las publicaciones que promocionan el álbum.',
  },
  smart_link: {
    title: 'Enlace inteligente de %{artist}',
    loading: 'Cargando el enlace inteligente…',
    load_failed: 'Error al cargar el enlace inteligente',
    address: 'Dirección pública',
    new_tab: '(se abre en una pestaña nueva)',
    copy: 'Copiar la dirección',
    manage: 'Abrir en el gestor de enlaces inteligentes',
    none: '%{artist} aún no tiene enlace inteligente.',
    none_hint:
      'Un enlace inteligente es una página pública que reúne los enlaces de streaming y redes sociales del artista.',
    set_up: 'Crear un enlace inteligente',
  },
};

export const albumMarketingMessages = { en, fr, es };
