// The core half of the demo data: staff, genres, languages, artists, their songs, albums and
// media files, and notifications. Each part draws from its own random stream, so that a change
// in one part leaves the others as they were.
import type { Database } from '../db/schema';
import { seedArtists } from './core/artists';
import { seedCatalogue } from './core/catalogue';
import { seedNotifications } from './core/notifications';
import { seedStaff, seedTaxonomy } from './core/people';
import { createRandom } from './random';

const SEED = 0x1abe1;

export function seedCore(database: Database, now: number): void {
  seedStaff(database);
  seedTaxonomy(database, now);
  const plans = seedArtists(database, now, createRandom(SEED + 1));
  seedCatalogue(database, now, plans, createRandom(SEED + 2));
  seedNotifications(database, now, createRandom(SEED + 3));
}
