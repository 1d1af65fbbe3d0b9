import { albumsMessages } from './albums';
import { mediaLibraryMessages } from './mediaLibrary';
import { songsMessages } from './songs';
import { artistDetailMessages } from './artistDetail';
import { facebookPostMessages } from './facebookPost';
import { socialTabMessages } from './socialTab';
import { voiceCardMessages } from './voiceCard';
import { catalogueMessages } from './catalogue';
import { artistFormMessages } from './artistForm';
import { artistListMessages } from './artistList';
import { artistsMessages } from './artists';
import { dashboardMessages } from './dashboard';
import type { AppMessages } from './en';
import { notificationsMessages } from './notifications';
import { platformPreviewMessages } from './platformPreview';
import { songRequestsMessages } from './songRequests';
import { settingsScreenMessages } from './settingsScreen';
import { campaignsMessages } from './campaigns';
import { campaignWizardMessages } from './campaignWizard';
import { campaignPostsMessages } from './campaignPosts';
import { campaignPostDrawerMessages } from './campaignPostDrawer';
import { campaignMaterialsMessages } from './campaignMaterials';
import { campaignBuildMessages } from './campaignBuild';
import { campaignCalendarMessages } from './campaignCalendar';

export const fr: AppMessages = {
  app: {
    name: 'Label Admin',
    loading: 'Chargement...',
    coming_soon: 'Bientôt disponible...',
    retry: 'Réessayer',
    elapsed: 'Temps écoulé %{time}',
    errors: {
      network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
      invalid_format: 'Format de données reçu invalide',
      session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
      not_supported: "Cette action n'est pas disponible.",
    },
    login: {
      email: 'Courriel',
      password: 'Mot de passe',
      sign_in: 'Se connecter',
      signing_in: 'Connexion...',
      subtitle: 'Administration du label',
      fill_all_fields: 'Veuillez remplir tous les champs',
      invalid_credentials: 'Courriel ou mot de passe invalide. Veuillez réessayer.',
      failed: 'Échec de la connexion. Veuillez vérifier vos identifiants.',
      demo_title: 'Mode démo',
      demo_hint:
        'Cette administration utilise des données de démonstration intégrées. Connectez-vous avec :',
      demo_email: 'Courriel : %{email}',
      demo_password: 'Mot de passe : %{password}',
    },
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
      settings: 'Paramètres',
      notifications: 'Notifications',
    },
    toasts: {
      close: 'Fermer la notification',
      region: 'Messages',
    },
    layout: {
      language: 'Langue',
    },
    roles: {
      admin: 'Administrateur',
      staff: 'Personnel',
    },
    social_media: {
      title: 'Réseaux sociaux',
      intro:
        'Générez et publiez des publications pour Facebook, Instagram et TikTok depuis un seul endroit.',
      coming: 'Fonctionnalités à venir',
      features: {
        facebook_instagram: 'Publications pour Facebook et Instagram',
        tiktok: 'Contenu TikTok',
        scheduling: 'Planification',
        permissions: "Autorisations des pages d'artistes",
        tracking: 'Suivi des performances',
        templates: 'Modèles et image de marque',
      },
    },
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
    media: mediaLibraryMessages.fr,
    songs: songsMessages.fr.screen,
    albums: albumsMessages.fr.screen,
    dashboard: dashboardMessages.fr,
    notifications: notificationsMessages.fr,
    platform_preview: platformPreviewMessages.fr,
    song_requests: songRequestsMessages.fr,
    settings: settingsScreenMessages.fr,
    campaigns: {
      screen: campaignsMessages.fr,
      wizard: campaignWizardMessages.fr,
      posts: campaignPostsMessages.fr,
      drawer: campaignPostDrawerMessages.fr,
      materials: campaignMaterialsMessages.fr,
      build: campaignBuildMessages.fr,
      calendar: campaignCalendarMessages.fr,
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
