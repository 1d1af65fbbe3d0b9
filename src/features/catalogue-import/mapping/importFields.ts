// The columns an import understands, per kind: the create bodies of the contract (POST /artists,
// /songs, /albums) that a spreadsheet can carry, each with the headers a label would write in
// English, French or Spanish. Headers are compared folded (src/lib/foldText.ts), so each is
// written once, as a person would type it.
import { ARTIST_CONTACT_FIELDS, ARTIST_NAME_FIELDS } from '@/api/artistContactFields';

export type ImportKind = 'artists' | 'songs' | 'albums';

export const ARTIST_FIELDS = [
  'stageName',
  'email',
  ...ARTIST_NAME_FIELDS,
  'gender',
  'dateOfBirth',
  ...ARTIST_CONTACT_FIELDS,
  'status',
  'isVerified',
  'publicStatus',
  'genres',
  'singingLanguages',
  'otherLanguageSpecification',
] as const;

export const SONG_FIELDS = [
  'artist',
  'title',
  'description',
  'lyrics',
  'durationSeconds',
  'isExplicit',
  'isrc',
  'instruments',
  'tempo',
  'mood',
  'genreTags',
  'theme',
  'productionStyle',
  'vocalStyle',
] as const;

export const ALBUM_FIELDS = [
  'artist',
  'title',
  'description',
  'albumType',
  'upc',
  'releaseDate',
  'status',
] as const;

export type ArtistField = (typeof ARTIST_FIELDS)[number];
export type SongField = (typeof SONG_FIELDS)[number];
export type AlbumField = (typeof ALBUM_FIELDS)[number];

export interface FieldsOf {
  artists: ArtistField;
  songs: SongField;
  albums: AlbumField;
}

export type ImportField = FieldsOf[ImportKind];

export const IMPORT_FIELDS: { [K in ImportKind]: readonly FieldsOf[K][] } = {
  artists: ARTIST_FIELDS,
  songs: SONG_FIELDS,
  albums: ALBUM_FIELDS,
};

/** Fields a row cannot do without (the contract's `required`, the artist as a reference). */
export const REQUIRED_FIELDS: { [K in ImportKind]: readonly FieldsOf[K][] } = {
  artists: ['stageName', 'email'],
  songs: ['artist', 'title'],
  albums: ['artist', 'title'],
};

/**
 * Two fields of which a row needs at least one (the artist form's rule: a phone or a
 * cellphone); none for a kind without such a rule.
 */
export const ONE_OF_TWO_REQUIRED: { [K in ImportKind]: readonly FieldsOf[K][] } = {
  artists: ['phone', 'cellphone'],
  songs: [],
  albums: [],
};

const ARTIST_REFERENCE = [
  'Artist',
  'Artist name',
  'Artist stage name',
  'Artist id',
  'Stage name',
  'Artiste',
  "Nom d'artiste",
  "Nom de l'artiste",
  "Id de l'artiste",
  'Nom de scène',
  'Artista',
  'Nombre del artista',
  'Id del artista',
  'Nombre artístico',
];
const TITLE = ['Title', 'Name', 'Titre', 'Nom', 'Título', 'Nombre'];
const DESCRIPTION = ['Description', 'Descripción'];
const STATUS = ['Status', 'Statut', 'État', 'Estado'];

/** The headers each field answers to, in English, French and Spanish. */
export const FIELD_HEADERS: { [K in ImportKind]: Record<FieldsOf[K], readonly string[]> } = {
  artists: {
    stageName: ['Stage name', 'Artist name', 'Nom de scène', "Nom d'artiste", 'Nombre artístico'],
    email: [
      'Email',
      'E-mail',
      'Email address',
      'Courriel',
      'Adresse e-mail',
      'Correo',
      'Correo electrónico',
    ],
    realName: [
      'Real name',
      'Full name',
      'Nom réel',
      'Nom complet',
      'Nombre real',
      'Nombre completo',
    ],
    firstName: ['First name', 'Given name', 'Prénom', 'Nombre de pila'],
    lastName: ['Last name', 'Surname', 'Family name', 'Nom de famille', 'Apellido', 'Apellidos'],
    gender: ['Gender', 'Genre (sexe)', 'Sexe', 'Género (sexo)', 'Sexo'],
    dateOfBirth: [
      'Date of birth',
      'Birth date',
      'Birthday',
      'Date de naissance',
      'Fecha de nacimiento',
    ],
    phone: ['Phone', 'Telephone', 'Phone number', 'Téléphone', 'Teléfono'],
    cellphone: [
      'Cellphone',
      'Cell phone',
      'Mobile',
      'Mobile phone',
      'Portable',
      'Cellulaire',
      'Téléphone mobile',
      'Móvil',
      'Celular',
      'Teléfono móvil',
    ],
    address: ['Address', 'Street address', 'Adresse', 'Dirección'],
    city: ['City', 'Town', 'Ville', 'Ciudad'],
    state: ['State', 'Province', 'Region', 'Région', 'Estado/Provincia', 'Provincia', 'Región'],
    country: ['Country', 'Pays', 'País'],
    postalCode: ['Postal code', 'Zip', 'Zip code', 'Postcode', 'Code postal', 'Código postal'],
    status: STATUS,
    isVerified: ['Verified', 'Is verified', 'Vérifié', 'Verificado'],
    publicStatus: ['Public status', 'Career stage', 'Statut public', 'Estado público'],
    genres: [
      'Genres',
      'Genre',
      'Music genres',
      'Genres musicaux',
      'Géneros',
      'Género',
      'Géneros musicales',
    ],
    singingLanguages: [
      'Singing languages',
      'Languages',
      'Language',
      'Langues chantées',
      'Langues',
      'Langue',
      'Idiomas de canto',
      'Idiomas',
      'Idioma',
    ],
    otherLanguageSpecification: ['Other language', 'Autre langue', 'Otro idioma'],
  },
  songs: {
    artist: ARTIST_REFERENCE,
    title: [
      ...TITLE,
      'Song title',
      'Song',
      'Titre de la chanson',
      'Chanson',
      'Título de la canción',
      'Canción',
    ],
    description: DESCRIPTION,
    lyrics: ['Lyrics', 'Paroles', 'Letra'],
    durationSeconds: [
      'Duration',
      'Duration (seconds)',
      'Length',
      'Durée',
      'Durée (secondes)',
      'Duración',
      'Duración (segundos)',
    ],
    isExplicit: ['Explicit', 'Is explicit', 'Explicite', 'Explícito', 'Explícita'],
    isrc: ['ISRC', 'Code ISRC', 'Código ISRC'],
    instruments: ['Instruments', 'Instrumentos'],
    tempo: ['Tempo', 'BPM'],
    mood: ['Mood', 'Ambiance', 'Humeur', 'Ambiente', 'Estado de ánimo'],
    genreTags: [
      'Genre tags',
      'Genres',
      'Genre',
      'Tags',
      'Étiquettes de genre',
      'Genres musicaux',
      'Etiquetas de género',
      'Géneros',
      'Género',
    ],
    theme: ['Theme', 'Thème', 'Tema'],
    productionStyle: ['Production style', 'Style de production', 'Estilo de producción'],
    vocalStyle: ['Vocal style', 'Style vocal', 'Estilo vocal'],
  },
  albums: {
    artist: ARTIST_REFERENCE,
    title: [...TITLE, 'Album title', 'Album', "Titre de l'album", 'Título del álbum', 'Álbum'],
    description: DESCRIPTION,
    albumType: ['Type', 'Album type', 'Format', "Type d'album", 'Tipo', 'Tipo de álbum'],
    upc: ['UPC', 'EAN', 'UPC/EAN', 'Barcode', 'Code-barres', 'Código de barras'],
    releaseDate: [
      'Release date',
      'Date de sortie',
      'Date de parution',
      'Fecha de lanzamiento',
      'Fecha de publicación',
    ],
    status: STATUS,
  },
};
