// Short names for the contract's schemas. schema.d.ts is generated from api/openapi.yaml, the
// project's copy of the contract (npm run api:types); never edit it by hand.
import type { components } from './schema';

type S = components['schemas'];

export type ErrorResponse = S['ErrorResponse'];
export type FieldError = S['FieldError'];
export type Pagination = S['Pagination'];
export type SortOrder = S['SortOrder'];
export type Language = S['Language'];

export type LoginRequest = S['LoginRequest'];
export type LoginResult = S['LoginResult'];
export type AuthTokens = S['AuthTokens'];
export type User = S['User'];

export type Artist = S['Artist'];
export type ArtistInput = S['ArtistInput'];
export type ArtistCreate = S['ArtistCreate'];
export type ArtistStatus = S['ArtistStatus'];
export type ArtistBio = S['ArtistBio'];
export type Gender = S['Gender'];
export type PublicStatus = S['PublicStatus'];
export type BioPlatform = S['BioPlatform'];
export type Genre = S['Genre'];
export type SingingLanguage = S['SingingLanguage'];

export type Song = S['Song'];
export type SongCreate = S['SongCreate'];
export type SongUpdate = S['SongUpdate'];
export type CatalogueStatus = S['CatalogueStatus'];
export type CatalogueSortField = S['CatalogueSortField'];
export type Album = S['Album'];
export type AlbumCreate = S['AlbumCreate'];
export type AlbumUpdate = S['AlbumUpdate'];
export type AlbumTrack = S['AlbumTrack'];
export type AlbumType = S['AlbumType'];
export type AlbumTypeOption = S['AlbumTypeOption'];

export type MediaFile = S['MediaFile'];
export type MediaFileType = S['MediaFileType'];
export type MediaCategory = S['MediaCategory'];
export type PhotoCategory = S['PhotoCategory'];
export type VideoCategory = S['VideoCategory'];
export type AudioCategory = S['AudioCategory'];
export type ArtistMedia = S['ArtistMedia'];
export type ProfileImageUpload = S['ProfileImageUpload'];
export type MediaConnectionStatus = S['MediaConnectionStatus'];
export type MediaFolderInit = S['MediaFolderInit'];

export type Notification = S['Notification'];
export type NotificationCreate = S['NotificationCreate'];
export type UnreadCount = S['UnreadCount'];
export type UpdatedCount = S['UpdatedCount'];

export type Campaign = S['Campaign'];
export type CampaignCreate = S['CampaignCreate'];
export type CampaignUpdate = S['CampaignUpdate'];
export type CampaignStatus = S['CampaignStatus'];
export type Platform = S['Platform'];
export type ContentLanguage = S['ContentLanguage'];
export type Material = S['Material'];
export type MaterialStatus = S['MaterialStatus'];
export type ChecklistItem = S['ChecklistItem'];
export type ChecklistItemUpdate = S['ChecklistItemUpdate'];
export type FinalMediaUpload = S['FinalMediaUpload'];
export type BuildPostRequest = S['BuildPostRequest'];

export type CampaignPost = S['CampaignPost'];
export type PostStatus = S['PostStatus'];
export type PostUpdate = S['PostUpdate'];
export type MaterialNeeded = S['MaterialNeeded'];
export type GenerationMetadata = S['GenerationMetadata'];
export type GeneratePostsRequest = S['GeneratePostsRequest'];
export type GenerationSummary = S['GenerationSummary'];
export type SentCount = S['SentCount'];

export type Settings = S['Settings'];
export type SettingsUpdate = S['SettingsUpdate'];
export type PostTemplate = S['PostTemplate'];
export type PostTemplateUpdate = S['PostTemplateUpdate'];

export type VoiceCard = S['VoiceCard'];
export type VoiceCardInput = S['VoiceCardInput'];
export type VoiceCardPreview = S['VoiceCardPreview'];
export type VoiceCardPreviewRequest = S['VoiceCardPreviewRequest'];

export type SocialAccount = S['SocialAccount'];
export type FacebookInvitation = S['FacebookInvitation'];
export type FacebookConnectRequest = S['FacebookConnectRequest'];
export type FacebookPage = S['FacebookPage'];
export type FacebookInsights = S['FacebookInsights'];
export type FacebookPostCreated = S['FacebookPostCreated'];
export type FacebookVideoSource = S['FacebookVideoSource'];

export type SongRequest = S['SongRequest'];
export type SongRequestCreate = S['SongRequestCreate'];
export type SongRequestStatus = S['SongRequestStatus'];
export type SongRequestApproval = S['SongRequestApproval'];

export type SmartLinkPlatform = S['SmartLinkPlatform'];
export type SmartLinkPlatformInput = S['SmartLinkPlatformInput'];
export type SmartLinkPlatformType = S['SmartLinkPlatformType'];
export type SmartLinkTheme = S['SmartLinkTheme'];
export type LinkSettings = S['LinkSettings'];
export type LinkSettingsUpdate = S['LinkSettingsUpdate'];
export type Release = S['Release'];
export type PresaveResult = S['PresaveResult'];
