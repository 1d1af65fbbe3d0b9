import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../config/demo';
import { TEST_NOW } from '@tests/helpers/testNow';
import { CATEGORIES, FILE_TYPES } from '../handlers/media/categories';
import { emptyDatabase } from '.';
import { seedCore } from './core';

function seeded() {
  const database = emptyDatabase();
  seedCore(database, TEST_NOW);
  return database;
}

const upcValid = (upc: string) => {
  const d = upc.split('').map(Number);
  const sum = d.slice(0, 11).reduce((s, n, i) => s + n * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[11];
};

describe('core seed', () => {
  const database = seeded();

  it('is deterministic for a given now', () => {
    expect(seeded()).toEqual(database);
  });

  // How fast it is: npm run bench:seed (scripts/bench-seed.mjs), not a timed test.
  it('stays small', () => {
    const { artists, songs, albums, mediaFiles, notifications, genres, singingLanguages } =
      database;
    const core = { artists, songs, albums, mediaFiles, notifications, genres, singingLanguages };
    expect(JSON.stringify(core).length).toBeLessThan(1_000_000);
  });

  it('has the demo admin', () => {
    expect(database.users[0]).toMatchObject({
      email: DEMO_CREDENTIALS.email,
      password: DEMO_CREDENTIALS.password,
      firstName: 'Maya',
      lastName: 'Chen',
      role: 'admin',
    });
  });

  it('has at least 60 varied artists with valid contact details', () => {
    const { artists } = database;
    expect(artists.length).toBeGreaterThanOrEqual(60);
    for (const values of [
      ['active', 'inactive', 'suspended'],
      ['new_artist', 'emerging_artist', 'established_artist'],
    ]) {
      const seen = new Set(artists.flatMap((a) => [a.status, a.publicStatus]));
      expect(values.every((v) => seen.has(v as never))).toBe(true);
    }
    expect(new Set(artists.map((a) => a.email.toLowerCase())).size).toBe(artists.length);
    expect(artists.every((a) => /@example\.(com|org)$/.test(a.email))).toBe(true);
    expect(artists.every((a) => a.phone || a.cellphone)).toBe(true);
    const slugs = artists.flatMap((a) => (a.linkSlug ? [a.linkSlug] : []));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toBe(true);
    expect(artists.some((a) => a.otherLanguageSpecification)).toBe(true);
    expect(artists.filter((a) => a.bios.length === 12).length).toBeGreaterThan(40);
    expect(artists.every((a) => a.memberSince === a.createdAt.slice(0, 10))).toBe(true);
  });

  it('fills every media category, with subfolders except SmartLinks', () => {
    const { mediaFiles } = database;
    for (const type of FILE_TYPES) {
      for (const category of CATEGORIES[type]) {
        const files = mediaFiles.filter((m) => m.file_type === type && m.category === category);
        expect(files.length, `${type}/${category}`).toBeGreaterThan(0);
        expect(files.every((m) => (category === 'SmartLinks') === (m.subcategory === null))).toBe(
          true,
        );
      }
    }
    const extension = { photo: '.png', audio: '.wav', video: '.webm' };
    expect(mediaFiles.every((m) => m.original_filename.endsWith(extension[m.file_type]))).toBe(
      true,
    );
  });

  it('links songs, albums and profile images to the right files and songs', () => {
    const file = (id: number | null) => database.mediaFiles.find((m) => m.id === id);
    for (const artist of database.artists.filter((a) => a.profileImageId !== null)) {
      expect(file(artist.profileImageId)).toMatchObject({
        artist_id: artist.id,
        category: 'profile-photos',
      });
    }
    for (const song of database.songs.filter((s) => s.audio_file_id !== null)) {
      expect(file(song.audio_file_id)).toMatchObject({
        artist_id: song.artist_id,
        category: 'master-recordings',
      });
    }
    const tracks = database.albums.flatMap((a) => a.song_ids);
    expect(new Set(tracks).size).toBe(tracks.length);
    expect(tracks.length).toBeLessThan(database.songs.length * 0.7);
    for (const album of database.albums) {
      const songs = album.song_ids.map((id) => database.songs.find((s) => s.id === id));
      expect(songs.every((s) => s?.artist_id === album.artist_id)).toBe(true);
      const size = { single: [1, 1], ep: [3, 6], lp: [7, 12] }[album.album_type];
      expect(album.song_ids.length).toBeGreaterThanOrEqual(size[0]);
      expect(album.song_ids.length).toBeLessThanOrEqual(size[1]);
      if (album.cover_image_id !== null) {
        expect(file(album.cover_image_id)).toMatchObject({
          artist_id: album.artist_id,
          category: 'album-covers',
        });
      }
      if (album.upc !== null) expect(upcValid(album.upc), album.upc).toBe(true);
    }
  });

  it('gives published songs an ISRC and a release date', () => {
    const published = database.songs.filter((s) => s.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((s) => /^CA-LR1-\d{2}-\d{5}$/.test(s.isrc ?? ''))).toBe(true);
    expect(published.every((s) => s.release_date !== null)).toBe(true);
    expect(new Set(database.songs.map((s) => s.status)).size).toBe(3);
  });

  it('has recent notifications, some unread song requests among them', () => {
    const { notifications } = database;
    expect(notifications.length).toBeGreaterThanOrEqual(35);
    const unread = notifications.filter((n) => !n.is_read);
    expect(unread.length).toBeGreaterThanOrEqual(10);
    expect(unread.filter((n) => n.type === 'song_request').length).toBeGreaterThanOrEqual(3);
    expect(notifications.every((n) => Date.parse(n.created_at) <= TEST_NOW)).toBe(true);
  });
});
