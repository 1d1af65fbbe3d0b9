// Rows of the demo API's in-browser database. Rows are normalised (ids, not copies), and the
// handlers build the contract's shapes from them, so a rename shows everywhere at once.
import type {
  Artist,
  CampaignPost,
  Campaign,
  ChecklistItem,
  Genre,
  LinkSettings,
  MediaFile,
  Notification,
  PostTemplate,
  Settings,
  SingingLanguage,
  SmartLinkPlatform,
  SocialAccount,
  Song,
  SongRequest,
  User,
  VoiceCard,
} from '../../api/types';

export interface UserRow extends User {
  password: string;
}

export interface SessionRow {
  accessToken: string;
  refreshToken: string;
  userId: number;
  /** epoch ms after which the access token answers 401 "Token expired" */
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** The refresh token this pair replaced, and until when it is still honoured (see auth.ts). */
  previousRefreshToken?: string;
  previousRefreshUntil?: number;
}

export type ArtistRow = Omit<Artist, 'genres' | 'singingLanguages' | 'profileImageUrl'> & {
  genreIds: number[];
  singingLanguageIds: number[];
  otherLanguageSpecification: string | null;
};

export type SongRow = Omit<Song, 'artist_name'>;

export type AlbumRow = Omit<import('../../api/types').Album, 'artist_name' | 'songs'> & {
  /** ordered track list */
  song_ids: number[];
};

export type MediaRow = MediaFile & {
  artist_id: number;
  mime_type: string;
  /** Seeded files are drawn on request from this recipe; uploaded files keep their bytes. */
  source: { kind: 'generated'; seed: number } | { kind: 'stored'; key: string };
};

export type CampaignRow = Omit<
  Campaign,
  | 'artist_name'
  | 'album_title'
  | 'total_posts'
  | 'published_posts'
  | 'scheduled_posts'
  | 'needs_review_count'
  | 'rejected_count'
  | 'pending_admin_review_count'
  | 'artist_approved_count'
> & { created_at: string };

export type PostRow = CampaignPost & { campaign_id: number };

/** A material the artist supplies for a post; the campaign checklist is the list of them. */
export type MaterialRow = ChecklistItem & { campaign_id: number };

export type VoiceCardRow = Omit<VoiceCard, 'exists'> & { artist_id: number };

export type SocialAccountRow = SocialAccount & {
  artist_id: number;
  page_id: string | null;
  invitation_sent_at: string | null;
};

export interface FacebookPostRow {
  artist_id: number;
  id: string;
  message: string | null;
  link: string | null;
  created_time: string;
  scheduled_publish_time: string | null;
  likes: number;
  comments: number;
  shares: number;
  attachments: import('../../api/types').FacebookInsights['recentPosts'][number]['attachments'];
}

export type SongRequestRow = SongRequest & { artist_id: number };

export type SmartLinkPlatformRow = SmartLinkPlatform & { artist_id: number };

export type LinkSettingsRow = LinkSettings & { artist_id: number };

export interface PresaveRow {
  artist_id: number;
  release_id: number;
  created_at: string;
}

/**
 * A post generation the demo API is working on: it is kept in the database, so that a reload of
 * the page that asked (which stops its handler) does not stop it, as with a real server.
 */
export interface GenerationJobRow {
  id: number;
  campaign_id: number;
  /** The posts it writes. */
  post_ids: number[];
  /** App clock, ms: when it is done and its posts are written. */
  done_at: number;
}

export interface Database {
  version: number;
  users: UserRow[];
  sessions: SessionRow[];
  genres: Genre[];
  singingLanguages: SingingLanguage[];
  artists: ArtistRow[];
  songs: SongRow[];
  albums: AlbumRow[];
  mediaFiles: MediaRow[];
  notifications: Notification[];
  campaigns: CampaignRow[];
  posts: PostRow[];
  materials: MaterialRow[];
  /** null until saved: GET /settings then answers the defaults */
  settings: Omit<Settings, 'postTemplates'> | null;
  postTemplates: PostTemplate[];
  voiceCards: VoiceCardRow[];
  socialAccounts: SocialAccountRow[];
  facebookPosts: FacebookPostRow[];
  songRequests: SongRequestRow[];
  smartLinkPlatforms: SmartLinkPlatformRow[];
  linkSettings: LinkSettingsRow[];
  presaves: PresaveRow[];
  /** Absent from databases saved before jobs were kept, and from the seed: none running. */
  generationJobs?: GenerationJobRow[];
}

export type TableName = {
  [K in keyof Database]-?: Database[K] extends Array<{ id: number }> ? K : never;
}[keyof Database];
