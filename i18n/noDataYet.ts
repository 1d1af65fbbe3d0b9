// Texts of the tabs the API cannot feed yet (app.no_data.*): the song's and the album's Analytics
// and the artist's Finance say so plainly, and list what they would show.
const en = {
  heading: 'No data available from the API yet',
  would_show: 'What this tab would show',
  song_analytics: {
    text: 'The API does not provide listening figures for songs yet, so there is nothing to show here.',
    items: {
      streams: 'Streams by platform and over time',
      listeners: 'Listeners and the countries they listen from',
      playlists: 'Playlist adds',
      saves: 'Saves and shares',
    },
  },
  album_analytics: {
    text: 'The API does not provide listening or sales figures for albums yet, so there is nothing to show here.',
    items: {
      streams: 'Streams by platform and over time',
      sales: 'Sales and downloads',
      listeners: 'Listeners and the countries they listen from',
      top_tracks: 'The most played tracks',
    },
  },
  artist_finance: {
    text: 'The API does not provide revenue, royalty or payout data yet: the figures below stay at zero until it does.',
    items: {
      revenue: 'Revenue by platform',
      royalties: 'Royalties by song and by period',
      streams: 'Streams that earned revenue',
      payouts: 'Payouts made and pending',
    },
  },
};

const fr: typeof en = {
  heading: 'Aucune donnée disponible dans l’API pour l’instant',
  would_show: 'Ce que cet onglet afficherait',
  song_analytics: {
    text: 'L’API ne fournit pas encore de chiffres d’écoute pour les chansons : il n’y a donc rien à afficher ici.',
    items: {
      streams: 'Écoutes par plateforme et dans le temps',
      listeners: 'Auditeurs et pays d’où ils écoutent',
      playlists: 'Ajouts en playlist',
      saves: 'Enregistrements et partages',
    },
  },
  album_analytics: {
    text: 'L’API ne fournit pas encore de chiffres d’écoute ni de ventes pour les albums : il n’y a donc rien à afficher ici.',
    items: {
      streams: 'Écoutes par plateforme et dans le temps',
      sales: 'Ventes et téléchargements',
      listeners: 'Auditeurs et pays d’où ils écoutent',
      top_tracks: 'Les titres les plus écoutés',
    },
  },
  artist_finance: {
    text: 'L’API ne fournit pas encore de données de revenus, de redevances ni de paiements : les chiffres ci-dessous restent à zéro en attendant.',
    items: {
      revenue: 'Revenus par plateforme',
      royalties: 'Redevances par chanson et par période',
      streams: 'Écoutes ayant généré des revenus',
      payouts: 'Paiements effectués et en attente',
    },
  },
};

const es: typeof en = {
  heading: 'La API todavía no ofrece estos datos',
  would_show: 'Lo que mostraría esta pestaña',
  song_analytics: {
    text: 'La API todavía no ofrece cifras de escucha de las canciones, así que aquí no hay nada que mostrar.',
    items: {
      streams: 'Reproducciones por plataforma y a lo largo del tiempo',
      listeners: 'Oyentes y países desde los que escuchan',
      playlists: 'Inclusiones en listas de reproducción',
      saves: 'Guardados y veces compartida',
    },
  },
  album_analytics: {
    text: 'La API todavía no ofrece cifras de escucha ni de ventas de los álbumes, así que aquí no hay nada que mostrar.',
    items: {
      streams: 'Reproducciones por plataforma y a lo largo del tiempo',
      sales: 'Ventas y descargas',
      listeners: 'Oyentes y países desde los que escuchan',
      top_tracks: 'Las pistas más escuchadas',
    },
  },
  artist_finance: {
    text: 'La API todavía no ofrece datos de ingresos, regalías ni pagos: las cifras de abajo siguen en cero hasta entonces.',
    items: {
      revenue: 'Ingresos por plataforma',
      royalties: 'Regalías por canción y por período',
      streams: 'Reproducciones que generaron ingresos',
      payouts: 'Pagos realizados y pendientes',
    },
  },
};

export const noDataYetMessages = { en, fr, es };
