import { describe, expect, it } from 'vitest';
import { guessMapping, missingRequired, rowValues } from './guessMapping';
import { FIELD_HEADERS, IMPORT_FIELDS, REQUIRED_FIELDS, type ImportKind } from './importFields';
import { foldText } from '@/lib/foldText';

describe('guessMapping', () => {
  it('recognises artist headers in English', () => {
    const { mapping, ignored } = guessMapping('artists', [
      'Stage name',
      'Email',
      'Phone',
      'Date of birth',
      'Genres',
      'Singing languages',
    ]);
    expect(mapping).toEqual([
      'stageName',
      'email',
      'phone',
      'dateOfBirth',
      'genres',
      'singingLanguages',
    ]);
    expect(ignored).toEqual([]);
  });

  it('recognises artist headers in French, whatever the case, accents or punctuation', () => {
    const { mapping } = guessMapping('artists', [
      'NOM DE SCENE',
      'courriel',
      'Téléphone mobile',
      'date_de_naissance',
      'Langues chantées',
      'Statut public',
    ]);
    expect(mapping).toEqual([
      'stageName',
      'email',
      'cellphone',
      'dateOfBirth',
      'singingLanguages',
      'publicStatus',
    ]);
  });

  it('recognises artist headers in Spanish', () => {
    const { mapping } = guessMapping('artists', [
      'Nombre artístico',
      'Correo electrónico',
      'Teléfono',
      'Fecha de nacimiento',
      'Géneros',
      'Idiomas de canto',
      'País',
    ]);
    expect(mapping).toEqual([
      'stageName',
      'email',
      'phone',
      'dateOfBirth',
      'genres',
      'singingLanguages',
      'country',
    ]);
  });

  it('recognises song headers in the three languages', () => {
    expect(
      guessMapping('songs', ['Artist', 'Title', 'Duration', 'Explicit', 'ISRC']).mapping,
    ).toEqual(['artist', 'title', 'durationSeconds', 'isExplicit', 'isrc']);
    expect(
      guessMapping('songs', ['Artiste', 'Titre', 'Durée', 'Paroles', 'Humeur']).mapping,
    ).toEqual(['artist', 'title', 'durationSeconds', 'lyrics', 'mood']);
    expect(
      guessMapping('songs', ['Artista', 'Título', 'Letra', 'Estado de ánimo', 'Estilo vocal'])
        .mapping,
    ).toEqual(['artist', 'title', 'lyrics', 'mood', 'vocalStyle']);
  });

  it('recognises album headers in the three languages', () => {
    expect(
      guessMapping('albums', ['Artist', 'Album title', 'Type', 'UPC', 'Release date']).mapping,
    ).toEqual(['artist', 'title', 'albumType', 'upc', 'releaseDate']);
    expect(
      guessMapping('albums', [
        'Artiste',
        "Titre de l'album",
        "Type d'album",
        'Code-barres',
        'Date de sortie',
      ]).mapping,
    ).toEqual(['artist', 'title', 'albumType', 'upc', 'releaseDate']);
    expect(
      guessMapping('albums', [
        'Artista',
        'Título del álbum',
        'Tipo de álbum',
        'EAN',
        'Fecha de lanzamiento',
        'Estado',
      ]).mapping,
    ).toEqual(['artist', 'title', 'albumType', 'upc', 'releaseDate', 'status']);
  });

  it("takes the API's own field names, as a file exported from the API has them", () => {
    expect(
      guessMapping('songs', ['artist', 'title', 'durationSeconds', 'genre_tags']).mapping,
    ).toEqual(['artist', 'title', 'durationSeconds', 'genreTags']);
  });

  it('ignores unknown columns and a second column for the same field, and says which', () => {
    const guess = guessMapping('artists', ['Stage name', 'Shoe size', 'Email', 'E-mail']);
    expect(guess.mapping).toEqual(['stageName', null, 'email', null]);
    expect(guess.ignored).toEqual([
      { column: 1, header: 'Shoe size', reason: 'unknown' },
      { column: 3, header: 'E-mail', reason: 'repeated' },
    ]);
  });

  it('gives each header one field only within a kind', () => {
    for (const kind of Object.keys(IMPORT_FIELDS) as ImportKind[]) {
      const owners = new Map<string, string>();
      const headers: Record<string, readonly string[]> = FIELD_HEADERS[kind];
      for (const field of IMPORT_FIELDS[kind]) {
        for (const header of headers[field]) {
          const key = foldText(header);
          const owner = owners.get(key);
          expect(owner === undefined || owner === field, `${kind}: "${header}"`).toBe(true);
          owners.set(key, field);
        }
      }
    }
  });
});

describe('a mapping changed by hand', () => {
  it('gives the row values under the fields the user chose', () => {
    const { mapping } = guessMapping('songs', ['Song', 'Who', 'Notes']);
    mapping[1] = 'artist';
    mapping[2] = 'description';
    expect(rowValues(mapping, ['Minuit', 'Luna', 'A ballad'])).toEqual({
      title: 'Minuit',
      artist: 'Luna',
      description: 'A ballad',
    });
  });

  it('lists the required fields no column holds', () => {
    const { mapping } = guessMapping('songs', ['Title', 'Mood']);
    expect(missingRequired(REQUIRED_FIELDS.songs, mapping)).toEqual(['artist']);
  });
});
