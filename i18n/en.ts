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

// English: the default language and the fallback for any missing key. The spec's English texts
// are used here verbatim; fr.ts and es.ts must have exactly the same keys (a test checks).
export const en = {
  app: {
    ...signInMessages.en,
    deploy: deployMessages.en,
    ...dialogGuardsMessages.en,
    mui: muiTextsMessages.en,
    retry: 'Retry',
    // A label before its value ("Artist: …"); French puts a narrow no-break space before the colon.
    label: '%{label}:',
    label_value: '%{label}: %{value}',
    // Between items that may hold commas themselves, such as a row's reasons.
    list_separator: '; ',
    elapsed: 'Elapsed time %{time}',
    demo: {
      reset: 'Reset demo data',
      reset_done: 'Demo data reset',
    },
    menu: {
      dashboard: 'Dashboard',
      artists: 'Artists',
      songs: 'Songs',
      albums: 'Albums',
      song_requests: 'Song Requests',
      promo_campaigns: 'Promo Campaigns',
      smart_links: 'Smart Links',
      social_media: 'Social Media',
      media: 'Media',
      analytics: 'Analytics',
      catalogue_health: 'Catalogue health',
      settings: 'Settings',
      notifications: 'Notifications',
    },
    roles: {
      admin: 'Administrator',
      staff: 'Staff',
    },
    social_media: socialMediaMessages.en,
    artists: {
      ...artistsMessages.en.common,
      list: artistListMessages.en,
      form: artistFormMessages.en,
      detail: artistDetailMessages.en,
      facebook_post: facebookPostMessages.en,
      social: socialTabMessages.en,
      voice_card: voiceCardMessages.en,
    },
    catalogue: catalogueMessages.en,
    catalogue_import: catalogueImportMessages.en,
    catalogue_import_run: catalogueImportRunMessages.en,
    catalogue_health: {
      ...catalogueHealthMessages.en,
      rules: catalogueHealthRulesMessages.en,
    },
    no_data: noDataYetMessages.en,
    media: mediaLibraryMessages.en,
    media_screen: mediaScreenMessages.en,
    artist_search: artistSearchMessages.en,
    songs: songsMessages.en.screen,
    albums: albumsMessages.en.screen,
    album_marketing: albumMarketingMessages.en,
    dashboard: dashboardMessages.en,
    analytics: analyticsMessages.en,
    notifications: notificationsMessages.en,
    platform_preview: platformPreviewMessages.en,
    song_requests: songRequestsMessages.en,
    bulk_edit: bulkEditMessages.en,
    settings: { ...settingsScreenMessages.en, templates: postTemplatesMessages.en },
    list_views: listViewsMessages.en,
    search: globalSearchMessages.en,
    connection: connectionMessages.en,
    drafts: draftsMessages.en,
    colleagues: colleaguesMessages.en,
    long_jobs: longJobsMessages.en,
    smart_links: {
      ...smartLinksMessages.en,
      ...smartLinkSetupMessages.en,
      platforms: smartLinkPlatformsMessages.en,
      preview: smartLinkPreviewMessages.en,
    },
    campaigns: {
      screen: campaignsMessages.en,
      wizard: campaignWizardMessages.en,
      posts: campaignPostsMessages.en,
      drawer: campaignPostDrawerMessages.en,
      materials: campaignMaterialsMessages.en,
      build: campaignBuildMessages.en,
      calendar: campaignCalendarMessages.en,
      calendar_toolbar: calendarToolbarMessages.en,
    },
  },
  resources: {
    artists: {
      name: 'Artist |||| Artists',
      fields: artistsMessages.en.fields,
    },
    songs: {
      name: 'Song |||| Songs',
      fields: songsMessages.en.fields,
    },
    albums: {
      name: 'Album |||| Albums',
      fields: albumsMessages.en.fields,
    },
    campaigns: {
      name: 'Campaign |||| Campaigns',
    },
    'song-requests': {
      name: 'Song Request |||| Song Requests',
      fields: {
        title: 'Title',
        artist_name: 'Artist',
        status: 'Status',
        requested_at: 'Requested date',
      },
    },
  },
};

export type AppMessages = typeof en;
