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

export const fr: AppMessages = {
  app: {
    ...signInMessages.fr,
    deploy: deployMessages.fr,
    ...dialogGuardsMessages.fr,
    mui: muiTextsMessages.fr,
    retry: 'Réessayer',
    label: '%{label} :',
    label_value: '%{label} : %{value}',
    list_separator: ' ; ',
    elapsed: 'Temps écoulé %{time}',
    demo: {
      reset: 'Réinitialiser la démo',
      reset_done: 'Données de démo réinitialisées',
    },
    menu: {
      dashboard: 'Tableau de bord',
      artists: 'Artistes',
      songs: 'Chansons',
      albums: 'Albums',
      song_requests: 'Demandes de chansons',
      promo_campaigns: 'Campagnes promo',
      smart_links: 'Liens intelligents',
      social_media: 'Réseaux sociaux',
      media: 'Médias',
      analytics: 'Statistiques',
      catalogue_health: 'Santé du catalogue',
      settings: 'Paramètres',
      notifications: 'Notifications',
    },
    roles: {
      admin: 'Administrateur',
      staff: 'Personnel',
    },
    social_media: socialMediaMessages.fr,
    artists: {
      ...artistsMessages.fr.common,
      list: artistListMessages.fr,
      form: artistFormMessages.fr,
      detail: artistDetailMessages.fr,
      facebook_post: facebookPostMessages.fr,
      social: socialTabMessages.fr,
      voice_card: voiceCardMessages.fr,
    },
    catalogue: catalogueMessages.fr,
    catalogue_import: catalogueImportMessages.fr,
    catalogue_import_run: catalogueImportRunMessages.fr,
    catalogue_health: {
      ...catalogueHealthMessages.fr,
      rules: catalogueHealthRulesMessages.fr,
    },
    no_data: noDataYetMessages.fr,
    media: mediaLibraryMessages.fr,
    media_screen: mediaScreenMessages.fr,
    artist_search: artistSearchMessages.fr,
    songs: songsMessages.fr.screen,
    albums: albumsMessages.fr.screen,
    album_marketing: albumMarketingMessages.fr,
    dashboard: dashboardMessages.fr,
    analytics: analyticsMessages.fr,
    notifications: notificationsMessages.fr,
    platform_preview: platformPreviewMessages.fr,
    song_requests: songRequestsMessages.fr,
    bulk_edit: bulkEditMessages.fr,
    settings: { ...settingsScreenMessages.fr, templates: postTemplatesMessages.fr },
    list_views: listViewsMessages.fr,
    search: globalSearchMessages.fr,
    connection: connectionMessages.fr,
    drafts: draftsMessages.fr,
    colleagues: colleaguesMessages.fr,
    long_jobs: longJobsMessages.fr,
    smart_links: {
      ...smartLinksMessages.fr,
      ...smartLinkSetupMessages.fr,
      platforms: smartLinkPlatformsMessages.fr,
      preview: smartLinkPreviewMessages.fr,
    },
    campaigns: {
      screen: campaignsMessages.fr,
      wizard: campaignWizardMessages.fr,
      posts: campaignPostsMessages.fr,
      drawer: campaignPostDrawerMessages.fr,
      materials: campaignMaterialsMessages.fr,
      build: campaignBuildMessages.fr,
      calendar: campaignCalendarMessages.fr,
      calendar_toolbar: calendarToolbarMessages.fr,
    },
  },
  resources: {
    artists: {
      name: 'Artiste |||| Artistes',
      fields: artistsMessages.fr.fields,
    },
    songs: {
      name: 'Chanson |||| Chansons',
      fields: songsMessages.fr.fields,
    },
    albums: {
      name: 'Album |||| Albums',
      fields: albumsMessages.fr.fields,
    },
    campaigns: {
      name: 'Campagne |||| Campagnes',
    },
    'song-requests': {
      name: 'Demande de chanson |||| Demandes de chansons',
      fields: {
        title: 'Titre',
        artist_name: 'Artiste',
        status: 'Statut',
        requested_at: 'Date de demande',
      },
    },
  },
};
