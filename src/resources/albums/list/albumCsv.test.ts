import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { Album } from '@/api/types';
import { catalogues } from '@/providers/i18nCatalogues';
import { albumsCsv } from './albumCsv';

const translateIn = (locale: 'en' | 'fr' | 'es') =>
  polyglotI18nProvider(() => catalogues[locale], locale, [], { allowMissing: true }).translate;

function album(overrides: Partial<Album>): Album {
  return {
    id: 21,
    artist_id: 12,
    title: 'Lumières de la ville',
    artist_name: 'Lune Rivière',
    created_at: '2024-08-20T11:00:00Z',
    album_type: 'ep',
    upc: '062345678901',
    release_date: '2024-10-18',
    status: 'archived',
    description: 'Five nocturnal songs, about Montréal after dark.',
    cover_image_id: 305,
    songs: [
      { song_id: 87, song_title: 'Néons sur le fleuve', duration_seconds: 214 },
      { song_id: 88, song_title: 'Minuit moins cinq', duration_seconds: 187 },
    ],
    ...overrides,
  };
}

describe('albumsCsv', () => {
  it('writes the headers and values in French, the artist by name, the number of tracks', () => {
    const csv = albumsCsv(
      [
        album({}),
        album({
          title: 'Seul',
          album_type: 'single',
          status: 'draft',
          songs: [],
          release_date: null,
          upc: null,
          description: null,
          artist_name: 'JAYO',
        }),
      ],
      translateIn('fr'),
      'fr',
    );
    expect(csv.split('\r\n')).toEqual([
      'Titre;Artiste;Type;Statut;Date de sortie;UPC;Titres;Description;Créé le',
      'Lumières de la ville;Lune Rivière;EP;Archivé;2024-10-18;062345678901;2;' +
        'Five nocturnal songs, about Montréal after dark.;2024-08-20T11:00:00Z',
      'Seul;JAYO;Single;Brouillon;;;0;;2024-08-20T11:00:00Z',
    ]);
  });

  it('names the type and status in Spanish, and an artist named like a formula as text', () => {
    const [header, line] = albumsCsv(
      [album({ album_type: 'single', status: 'published', artist_name: '@SUM(1+1)' })],
      translateIn('es'),
      'es',
    ).split('\r\n');
    expect(header).toBe(
      'Título;Artista;Tipo;Estado;Fecha de lanzamiento;Código UPC;Pistas;Descripción;Creado',
    );
    expect(line).toBe(
      `Lumières de la ville;"'@SUM(1+1)";Sencillo;Publicado;2024-10-18;062345678901;2;` +
        'Five nocturnal songs, about Montréal after dark.;2024-08-20T11:00:00Z',
    );
  });
});
