import { signInMessages } from './signIn';
import { deployMessages } from './deploy';
import { connectionMessages } from './connection';
import { dialogGuardsMessages } from './dialogGuards';
import { muiTextsMessages } from './muiTexts';
import { globalSearchMessages } from './globalSearch';
import { draftsMessages } from './drafts';
import { colleaguesMessages } from './colleagues';
import { longJobsMessages } from './longJobs';
import { smartLinksMessages } from './smartLinks';
import { smartLinkSetupMessages } from './smartLinkSetup';
import { smartLinkPlatformsMessages } from './smartLinkPlatforms';
import { smartLinkPreviewMessages } from './smartLinkPreview';
import { albumsMessages } from './albums';
import { albumMarketingMessages } from './albumMarketing';
import { mediaLibraryMessages } from './mediaLibrary';
import { artistSearchMessages } from './artistSearch';
import { mediaScreenMessages } from './mediaScreen';
import { songsMessages } from './songs';
import { artistDetailMessages } from './artistDetail';
import { facebookPostMessages } from './facebookPost';
import { socialTabMessages } from './socialTab';
import { socialMediaMessages } from './socialMedia';
import { voiceCardMessages } from './voiceCard';
import { catalogueMessages } from './catalogue';
import { artistFormMessages } from './artistForm';
import { artistListMessages } from './artistList';
import { artistsMessages } from './artists';
import { dashboardMessages } from './dashboard';
import { analyticsMessages } from './analytics';
import type { AppMessages } from './en';
import { notificationsMessages } from './notifications';
import { platformPreviewMessages } from './platformPreview';
import { songRequestsMessages } from './songRequests';
import { bulkEditMessages } from './bulkEdit';
import { settingsScreenMessages } from './settingsScreen';
import { postTemplatesMessages } from './postTemplates';
import { noDataYetMessages } from './noDataYet';
import { listViewsMessages } from './listViews';
import { campaignsMessages } from './campaigns';
import { campaignWizardMessages } from './campaignWizard';
import { campaignPostsMessages } from './campaignPosts';
import { campaignPostDrawerMessages } from './campaignPostDrawer';
import { campaignMaterialsMessages } from './campaignMaterials';
import { campaignBuildMessages } from './campaignBuild';
import { campaignCalendarMessages } from './campaignCalendar';
import { calendarToolbarMessages } from './calendarToolbar';
import { catalogueImportMessages } from './catalogueImport';
import { catalogueImportRunMessages } from './catalogueImportRun';
import { catalogueHealthMessages } from './catalogueHealth';
import { catalogueHealthRulesMessages } from './catalogueHealthRules';

export const es: AppMessages = {
  app: {
    ...signInMessages.es,
    deploy: deployMessages.es,
    ...dialogGuardsMessages.es,
    mui: muiTextsMessages.es,
    retry: 'Reintentar',
    label: '%{label}:',
    label_value: '%{label}: %{value}',
    list_separator: '; ',
    elapsed: 'Tiempo transcurrido %{time}',
    demo: {
      reset: 'Restablecer la demo',
      reset_done: 'Datos de demo restablecidos',
    },
    menu: {
      dashboard: 'Panel',
      artists: 'Artistas',
      songs: 'Canciones',
      albums: 'Álbumes',
      song_requests: 'Solicitudes de canciones',
      promo_campaigns: 'Campañas promocionales',
      smart_links: 'Enlaces inteligentes',
      social_media: 'Redes sociales',
      media: 'Multimedia',
      analytics: 'Estadísticas',
      catalogue_health: 'Estado del catálogo',
      settings: 'Configuración',
      notifications: 'Notificaciones',
    },
    roles: {
      admin: 'Administrador',
      staff: 'Personal',
    },
    social_media: socialMediaMessages.es,
    artists: {
      ...artistsMessages.es.common,
      list: artistListMessages.es,
      form: artistFormMessages.es,
      detail: artistDetailMessages.es,
      facebook_post: facebookPostMessages.es,
      social: socialTabMessages.es,
      voice_card: voiceCardMessages.es,
    },
    catalogue: catalogueMessages.es,
    catalogue_import: catalogueImportMessages.es,
    catalogue_import_run: catalogueImportRunMessages.es,
    catalogue_health: {
      ...catalogueHealthMessages.es,
      rules: catalogueHealthRulesMessages.es,
    },
    no_data: noDataYetMessages.es,
    media: mediaLibraryMessages.es,
    media_screen: mediaScreenMessages.es,
    artist_search: artistSearchMessages.es,
    songs: songsMessages.es.screen,
    albums: albumsMessages.es.screen,
    album_marketing: albumMarketingMessages.es,
    dashboard: dashboardMessages.es,
    analytics: analyticsMessages.es,
    notifications: notificationsMessages.es,
    platform_preview: platformPreviewMessages.es,
    song_requests: songRequestsMessages.es,
    bulk_edit: bulkEditMessages.es,
    settings: { ...settingsScreenMessages.es, templates: postTemplatesMessages.es },
    list_views: listViewsMessages.es,
    search: globalSearchMessages.es,
    connection: connectionMessages.es,
    drafts: draftsMessages.es,
    colleagues: colleaguesMessages.es,
    long_jobs: longJobsMessages.es,
    smart_links: {
      ...smartLinksMessages.es,
      ...smartLinkSetupMessages.es,
      platforms: smartLinkPlatformsMessages.es,
      preview: smartLinkPreviewMessages.es,
    },
    campaigns: {
      screen: campaignsMessages.es,
      wizard: campaignWizardMessages.es,
      posts: campaignPostsMessages.es,
      drawer: campaignPostDrawerMessages.es,
      materials: campaignMaterialsMessages.es,
      build: campaignBuildMessages.es,
      calendar: campaignCalendarMessages.es,
      calendar_toolbar: calendarToolbarMessages.es,
    },
  },
  resources: {
    artists: {
      name: 'Artista |||| Artistas',
      fields: artistsMessages.es.fields,
    },
    songs: {
      name: 'Canción |||| Canciones',
      fields: songsMessages.es.fields,
    },
    albums: {
      name: 'Álbum |||| Álbumes',
      fields: albumsMessages.es.fields,
    },
    campaigns: {
      name: 'Campaña |||| Campañas',
    },
    'song-requests': {
      name: 'Solicitud de canción |||| Solicitudes de canciones',
      fields: {
        title: 'Título',
        artist_name: 'Artista',
        status: 'Estado',
        requested_at: 'Fecha de solicitud',
      },
    },
  },
};
