import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { Song } from '@/api/types';
import { catalogues } from '@/providers/i18nCatalogues';
import { songsCsv } from './songCsv';

const translateIn = (locale: 'en' | 'fr') =>
  polyglotI18nProvider(() => catalogues[locale], locale, [], { allowMissing: true }).translate;

function song(overrides: Partial<Song>): Song {
  return {
    id: 87,
    artist_id: 12,
    title: 'Néons sur le fleuve',
    artist_name: 'Lune Rivière',
    created_at: '2024-07-15T09:30:00Z',
    lyrics: 'Les néons dansent sur le fleuve\nEt la ville retient son souffle',
    description: null,
    duration_seconds: 214,
    is_explicit: false,
    audio_file_id: null,
    isrc: 'CA-LR1-24-00012',
    release_date: '2024-10-18',
    status: 'published',
    instruments: null,
    tempo: '96',
    mood: 'Melancholic',
    genre_tags: 'chanson, indie pop',
    theme: null,
    production_style: null,
    vocal_style: null,
    ...overrides,
  };
}

describe('songsCsv', () => {
  it('writes the headers and values in French, the artist by name, dates as the API sends them', () => {
    const csv = songsCsv(
      [
        song({}),
        song({ title: 'Minuit', is_explicit: true, status: 'draft', artist_name: 'JAYO' }),
      ],
      translateIn('fr'),
      'fr',
    );
    expect(csv.split('\r\n')).toEqual([
      'Titre;Artiste;Description;Durée (secondes);Explicite;ISRC;Date de sortie;Statut;' +
        'Instruments;Tempo;Ambiance;Étiquettes de genre;Thème;Style de production;Style vocal;' +
        'Créée le',
      'Néons sur le fleuve;Lune Rivière;;214;Non;CA-LR1-24-00012;2024-10-18;Publié;;96;' +
        'Melancholic;chanson, indie pop;;;;2024-07-15T09:30:00Z',
      'Minuit;JAYO;;214;Oui;CA-LR1-24-00012;2024-10-18;Brouillon;;96;' +
        'Melancholic;chanson, indie pop;;;;2024-07-15T09:30:00Z',
    ]);
  });

  it('writes a title that starts like a formula as text, and an unknown duration as empty', () => {
    const [, line] = songsCsv(
      [song({ title: '=HYPERLINK("http://evil.invalid","x")', duration_seconds: null })],
      translateIn('en'),
      'en',
    ).split('\r\n');
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.invalid"",""x"")",Lune Rivière,,,No,CA-LR1-24-00012,` +
        '2024-10-18,Published,,96,Melancholic,"chanson, indie pop",,,,2024-07-15T09:30:00Z',
    );
  });
});
