// Promotion side of the demo data: post templates, campaigns with their posts and materials,
// voice cards, social accounts, song requests and smart links. Runs after the core seed and
// builds on whatever artists, albums, songs and media it created (nothing for missing ones).
// Settings stay null, so GET /settings answers DEFAULT_SETTINGS until someone saves.
import type { Database } from '../db/schema';
import { seedHealthProblems } from './healthProblems';
import { seedCampaigns } from './promotion/campaigns';
import { seedPostTemplates } from './promotion/postTemplates';
import { seedSmartLinks } from './promotion/smartLinks';
import { seedSocial } from './promotion/social';
import { seedSongRequests } from './promotion/songRequests';
import { seedVoiceCards } from './promotion/voiceCards';

export function seedPromotion(database: Database, now: number): void {
  database.settings = null;
  database.postTemplates = seedPostTemplates();
  seedCampaigns(database, now);
  seedVoiceCards(database);
  seedSocial(database, now);
  seedSongRequests(database, now);
  seedSmartLinks(database);
  // Last: the catalogue's deliberate problems (healthProblems.ts) touch what was built above.
  seedHealthProblems(database, now);
}
