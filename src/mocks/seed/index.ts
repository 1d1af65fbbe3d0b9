import type { Database } from '../db/schema';
import { DB_VERSION_FOR_SEED } from './version';
import { seedCore } from './core';
import { seedPromotion } from './promotion';

export function emptyDatabase(): Database {
  return {
    version: DB_VERSION_FOR_SEED,
    users: [],
    sessions: [],
    genres: [],
    singingLanguages: [],
    artists: [],
    songs: [],
    albums: [],
    mediaFiles: [],
    notifications: [],
    campaigns: [],
    posts: [],
    materials: [],
    settings: null,
    postTemplates: [],
    voiceCards: [],
    socialAccounts: [],
    facebookPosts: [],
    songRequests: [],
    smartLinkPlatforms: [],
    linkSettings: [],
    presaves: [],
  };
}

/**
 * The demo's realistic data. Deterministic for a given `now`: dates are placed relative to it
 * (recent notifications, upcoming launches), everything else comes from a fixed random seed.
 */
export function seedDatabase(now: number): Database {
  const database = emptyDatabase();
  seedCore(database, now);
  seedPromotion(database, now);
  return database;
}
