// A minimal API v1 server for the cold-start bench (issue 41): a separate API host, as the admin
// meets in production, rather than the demo API the app ships. It was written from the contract
// alone (api/openapi.yaml and api/README.md), without reading or importing the app's own fakes
// (src/mocks/**, scripts/fakeApi.mjs), so that the bench does not measure the app against a server
// shaped by the app. Plain Node 20 ESM, built-ins only.
//
// It serves what a signed-in artist list needs: sign-in, refresh, sign-out and the current user,
// the artist list (paging, sorting, search, genre and status filters), one artist, genres, singing
// languages, the unread notification count and the authenticated (and public) media files.
// Anything else answers the contract's 404 envelope. Data are deterministic (seeded, fixed dates),
// and answers are computed once and kept, with no artificial delay.
//
//   node bench/api-v1/server.mjs --port 4199 [--host 127.0.0.1] [--artists 60]
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const PREFIX = '/api/v1';
/** Long enough that a cold-start bench never has to refresh. */
const ACCESS_TOKEN_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_CACHED_LISTS = 1000;

const USER = {
  id: 1,
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'maya.chen@example.com',
  role: 'admin',
};
const PASSWORD = 'label-demo-2026';

const ARTIST_STATUSES = ['active', 'inactive', 'suspended'];
const SORT_FIELDS = ['createdAt', 'stageName', 'realName', 'email', 'status'];
const SORT_ORDERS = ['asc', 'desc'];
const LANGUAGES = ['en', 'fr', 'es'];

// ------------------------------------------------------------------ fixed reference data

/** [slug, en, fr, es] */
const GENRE_NAMES = [
  ['pop', 'Pop', 'Pop', 'Pop'],
  ['indie-pop', 'Indie Pop', 'Pop indé', 'Pop independiente'],
  ['rock', 'Rock', 'Rock', 'Rock'],
  ['hip-hop', 'Hip-Hop', 'Hip-hop', 'Hip hop'],
  ['r-and-b', 'R&B', 'R&B', 'R&B'],
  ['electronic', 'Electronic', 'Électronique', 'Electrónica'],
  ['folk', 'Folk', 'Folk', 'Folk'],
  ['jazz', 'Jazz', 'Jazz', 'Jazz'],
  ['country', 'Country', 'Country', 'Country'],
  ['latin', 'Latin', 'Latino', 'Latina'],
  ['chanson', 'French Chanson', 'Chanson française', 'Canción francesa'],
  ['reggaeton', 'Reggaeton', 'Reggaeton', 'Reguetón'],
];
const GENRES = GENRE_NAMES.map(([slug, en, fr, es], index) => ({
  id: index + 1,
  slug,
  translations: [
    { language: 'en', name: en },
    { language: 'fr', name: fr },
    { language: 'es', name: es },
  ],
}));

const LANGUAGES_CREATED_AT = '2025-01-06T10:00:00Z';
/** [name, code]; the last one is the "other" entry. */
const SINGING_LANGUAGE_NAMES = [
  ['English', 'en'],
  ['French', 'fr'],
  ['Spanish', 'es'],
  ['Portuguese', 'pt'],
  ['Italian', 'it'],
  ['German', 'de'],
  ['Korean', 'ko'],
  ['Japanese', 'ja'],
  ['Other', 'other'],
];
const SINGING_LANGUAGES = SINGING_LANGUAGE_NAMES.map(([name, code], index) => ({
  id: index + 1,
  name,
  code,
  isOther: code === 'other',
  otherSpecification: null,
  createdAt: LANGUAGES_CREATED_AT,
}));
const OTHER_LANGUAGE_TEXTS = ['Haitian Creole', 'Wolof', 'Tagalog', 'Arabic'];

const PLACES = [
  {
    city: 'Montréal',
    state: 'QC',
    country: 'Canada',
    dial: '+1 514 555',
    postal: 'H2J',
    lang: 'fr',
  },
  {
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    dial: '+1 416 555',
    postal: 'M5V',
    lang: 'en',
  },
  {
    city: 'Vancouver',
    state: 'BC',
    country: 'Canada',
    dial: '+1 604 555',
    postal: 'V6B',
    lang: 'en',
  },
  { city: 'Québec', state: 'QC', country: 'Canada', dial: '+1 418 555', postal: 'G1R', lang: 'fr' },
  {
    city: 'Nashville',
    state: 'TN',
    country: 'United States',
    dial: '+1 615 555',
    postal: '372',
    lang: 'en',
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    country: 'United States',
    dial: '+1 213 555',
    postal: '900',
    lang: 'en',
  },
  {
    city: 'Paris',
    state: 'Île-de-France',
    country: 'France',
    dial: '+33 1 55 55',
    postal: '750',
    lang: 'fr',
  },
  {
    city: 'Lyon',
    state: 'Auvergne-Rhône-Alpes',
    country: 'France',
    dial: '+33 4 55 55',
    postal: '690',
    lang: 'fr',
  },
  {
    city: 'Madrid',
    state: 'Madrid',
    country: 'Spain',
    dial: '+34 915 55',
    postal: '280',
    lang: 'es',
  },
  {
    city: 'Barcelona',
    state: 'Catalonia',
    country: 'Spain',
    dial: '+34 935 55',
    postal: '080',
    lang: 'es',
  },
  {
    city: 'Mexico City',
    state: 'CDMX',
    country: 'Mexico',
    dial: '+52 55 5555',
    postal: '065',
    lang: 'es',
  },
];
const STREETS = {
  en: ['Queen Street West', 'Maple Avenue', 'Sunset Boulevard', 'Broadway', 'Harbour Road'],
  fr: ['Rue Saint-Denis', 'Boulevard Saint-Laurent', 'Rue de la Roquette', 'Avenue du Parc'],
  es: ['Calle de Alcalá', 'Carrer de Mallorca', 'Avenida Reforma', 'Calle Mayor'],
};

const FEMALE_NAMES = [
  'Camille',
  'Léa',
  'Sofia',
  'Amara',
  'Chloé',
  'Lucía',
  'Hana',
  'Nora',
  'Elena',
  'Maëlle',
  'Zoe',
  'Valentina',
  'Aisha',
  'Inès',
  'Grace',
];
const MALE_NAMES = [
  'Jerome',
  'Mateo',
  'Louis',
  'Diego',
  'Samuel',
  'Théo',
  'Kwame',
  'Julien',
  'Marco',
  'Owen',
  'Rafael',
  'Noah',
  'Émile',
  'Tariq',
  'Hugo',
];
const NEUTRAL_NAMES = ['Alex', 'Sam', 'Robin', 'Charlie', 'Jordan', 'Sasha', 'Dominique'];
const LAST_NAMES = [
  'Tremblay',
  'Okafor',
  'Gagnon',
  'García',
  'Nguyen',
  'Bouchard',
  'Martínez',
  'Kim',
  'Lefebvre',
  'Silva',
  'Rossi',
  'Dubois',
  'Mensah',
  'Park',
  'Moreau',
  'Fernández',
  'Roy',
  'Schneider',
  'Côté',
  'Hernández',
  'Laurent',
  'Walsh',
];
const STAGE_FIRST = [
  'Lune',
  'Velvet',
  'Neon',
  'Golden',
  'Midnight',
  'Paper',
  'Silver',
  'Wild',
  'Echo',
  'Crimson',
  'Northern',
  'Saint',
  'Little',
  'Blue',
  'Static',
  'Honey',
];
const STAGE_SECOND = [
  'Rivière',
  'Harbor',
  'Tides',
  'Hour',
  'Lanterns',
  'Ghosts',
  'Coast',
  'Orchard',
  'Season',
  'Atlas',
  'Lights',
  'Avenue',
  'Fever',
  'Motel',
  'Parade',
  'Sparrow',
];
const STAGE_SINGLE = [
  'JAYO',
  'MAEL',
  'Kodama',
  'Solenne',
  'Rio Vega',
  'Aurèle',
  'KIRA',
  'Baptiste',
  'Nayra',
  'Oslo Kid',
];

const BIO_TEXTS = {
  en: [
    '{name} writes songs about long drives and small towns, carried by warm guitars.',
    'Based in {city}, {name} blends late-night synths with confessional lyrics.',
    '{name} is a {city} songwriter whose live shows have become word-of-mouth favourites.',
  ],
  fr: [
    '{name} écrit des chansons de route et de petites villes, portées par des guitares chaudes.',
    'Installé·e à {city}, {name} marie synthés nocturnes et textes intimes.',
  ],
  es: [
    '{name} escribe canciones sobre carreteras largas y pueblos pequeños.',
    'Desde {city}, {name} mezcla sintetizadores nocturnos con letras íntimas.',
  ],
};
const INSTAGRAM_BIO = 'New single out now 🎧 {city} — shows & links below.';

// ------------------------------------------------------------------ deterministic artists

/** mulberry32: a small seeded PRNG, so every run serves the same artists. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function asciiSlug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const pad = (value, length = 2) => String(value).padStart(length, '0');
const FIRST_CREATED = Date.UTC(2025, 0, 6, 9, 0);
const LAST_CREATED = Date.UTC(2026, 2, 31, 18, 0);

/**
 * @param {number} count
 * @param {string} apiUrl where profileImageUrl points (GET /media/serve/profile/{artistId})
 */
function makeArtists(count, apiUrl) {
  const random = seededRandom(41);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const usedStageNames = new Set();
  const usedEmails = new Set();
  const artists = [];
  for (let id = 1; id <= count; id += 1) {
    const genderRoll = random();
    const gender =
      genderRoll < 0.45
        ? 'female'
        : genderRoll < 0.85
          ? 'male'
          : genderRoll < 0.93
            ? 'non-binary'
            : 'prefer-not-to-say';
    const firstName = pick(
      gender === 'female' ? FEMALE_NAMES : gender === 'male' ? MALE_NAMES : NEUTRAL_NAMES,
    );
    const lastName = pick(LAST_NAMES);
    const realName = `${firstName} ${lastName}`;

    let stageName = '';
    for (let attempt = 0; stageName === '' || usedStageNames.has(stageName); attempt += 1) {
      const style = random();
      stageName =
        attempt > 20
          ? `${pick(STAGE_FIRST)} ${pick(STAGE_SECOND)} ${id}`
          : style < 0.6
            ? `${pick(STAGE_FIRST)} ${pick(STAGE_SECOND)}`
            : style < 0.8
              ? pick(STAGE_SINGLE)
              : realName;
    }
    usedStageNames.add(stageName);

    let email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}@example.com`;
    if (usedEmails.has(email))
      email = `${asciiSlug(stageName).replace(/-/g, '')}.music@example.org`;
    if (usedEmails.has(email))
      email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}${id}@example.com`;
    usedEmails.add(email);

    const place = pick(PLACES);
    const number = () => `${place.dial} ${pad(Math.floor(random() * 10000), 4)}`;
    const phoneRoll = random();
    const phone = phoneRoll < 0.65 ? number() : null;
    const cellphone = phoneRoll >= 0.35 ? number() : null;
    const hasAddress = random() < 0.75;

    const birth = new Date(
      Date.UTC(1980 + Math.floor(random() * 25), 0, 1) + Math.floor(random() * 364) * 86400000,
    );
    const created = new Date(
      FIRST_CREATED + Math.floor((random() * (LAST_CREATED - FIRST_CREATED)) / 60000) * 60000,
    );
    const createdAt = created.toISOString().replace('.000Z', 'Z');

    const statusRoll = random();
    const status = statusRoll < 0.72 ? 'active' : statusRoll < 0.9 ? 'inactive' : 'suspended';
    const publicRoll = random();
    const publicStatus =
      publicRoll < 0.35
        ? 'new_artist'
        : publicRoll < 0.75
          ? 'emerging_artist'
          : 'established_artist';

    const genreIds = new Set([1 + Math.floor(random() * GENRES.length)]);
    if (random() < 0.5) genreIds.add(1 + Math.floor(random() * GENRES.length));
    const genres = [...genreIds].sort((a, b) => a - b).map((genreId) => GENRES[genreId - 1]);

    const mainLanguage = SINGING_LANGUAGES.find((language) => language.code === place.lang);
    const singing = [mainLanguage];
    const secondRoll = random();
    if (secondRoll < 0.35) {
      const second = SINGING_LANGUAGES[Math.floor(random() * 3)];
      if (second !== mainLanguage) singing.push(second);
    } else if (secondRoll < 0.45) {
      singing.push(SINGING_LANGUAGES[3 + Math.floor(random() * 5)]);
    } else if (secondRoll < 0.5) {
      singing.push({
        ...SINGING_LANGUAGES[SINGING_LANGUAGES.length - 1],
        otherSpecification: pick(OTHER_LANGUAGE_TEXTS),
      });
    }

    const fill = (text) => text.replaceAll('{name}', stageName).replaceAll('{city}', place.city);
    const bios = [];
    const bioRoll = random();
    if (bioRoll < 0.8)
      bios.push({
        language: place.lang,
        platform: 'general',
        bio: fill(pick(BIO_TEXTS[place.lang])),
      });
    if (bioRoll < 0.4 && place.lang !== 'en')
      bios.push({ language: 'en', platform: 'general', bio: fill(pick(BIO_TEXTS.en)) });
    if (bioRoll < 0.25)
      bios.push({ language: place.lang, platform: 'instagram', bio: fill(INSTAGRAM_BIO) });

    artists.push({
      id,
      stageName,
      realName,
      firstName,
      lastName,
      gender,
      email,
      dateOfBirth: birth.toISOString().slice(0, 10),
      phone,
      cellphone,
      address: hasAddress
        ? `${100 + Math.floor(random() * 9800)} ${pick(STREETS[place.lang])}`
        : null,
      city: place.city,
      state: place.state,
      country: place.country,
      postalCode: hasAddress ? postalCode(place, random) : null,
      status,
      isVerified: random() < 0.6,
      publicStatus,
      genres,
      singingLanguages: singing,
      bios,
      profileImageId: profileImageIdOf(id),
      profileImageUrl: `${apiUrl}/media/serve/profile/${id}`,
      linkSlug: random() < 0.8 ? asciiSlug(stageName) : null,
      createdAt,
      memberSince: createdAt.slice(0, 10),
    });
  }
  return artists;
}

/** Canadian codes read "H2J 2L3"; the others are five digits. */
function postalCode(place, random) {
  const digit = () => Math.floor(random() * 10);
  if (place.country !== 'Canada') return `${place.postal}${digit()}${digit()}`;
  const letter = 'ABCEGHJKLMNPRSTVXY'[Math.floor(random() * 18)];
  return `${place.postal} ${digit()}${letter}${digit()}`;
}

/** Every artist has a profile image, a media file of its own. */
const profileImageIdOf = (artistId) => 5000 + artistId;

// ------------------------------------------------------------------ a small PNG per colour

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 64×64 RGB PNG with a lighter disc on a solid background, as an avatar placeholder. */
function avatarPng([r, g, b]) {
  const size = 64;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) {
      const inDisc =
        (x - 32) ** 2 + (y - 26) ** 2 < 14 ** 2 || (x - 32) ** 2 + (y - 70) ** 2 < 28 ** 2;
      const lift = inDisc ? 70 : 0;
      raw[row + 1 + x * 3] = Math.min(255, r + lift);
      raw[row + 2 + x * 3] = Math.min(255, g + lift);
      raw[row + 3 + x * 3] = Math.min(255, b + lift);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const AVATAR_COLOURS = [
  [92, 61, 140],
  [30, 110, 150],
  [170, 80, 60],
  [40, 130, 90],
  [150, 120, 30],
  [120, 50, 100],
  [60, 80, 160],
  [110, 110, 110],
];

// ------------------------------------------------------------------ HTTP helpers

const ok = (data, message) =>
  JSON.stringify(
    message === undefined ? { success: true, data } : { success: true, data, message },
  );
const failure = (message, errors) =>
  JSON.stringify(
    errors === undefined ? { success: false, message } : { success: false, message, errors },
  );
const validation = (errors) => failure('Validation failed', errors);

function corsHeaders(req) {
  const origin = req.headers.origin;
  return origin === undefined
    ? { vary: 'Origin' }
    : {
        'access-control-allow-origin': origin,
        'access-control-expose-headers': 'content-disposition',
        vary: 'Origin',
      };
}

function sendJson(req, res, status, body) {
  res.writeHead(status, {
    ...corsHeaders(req),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendPng(req, res, png) {
  res.writeHead(200, {
    ...corsHeaders(req),
    'content-type': 'image/png',
    'content-length': png.length,
  });
  res.end(png);
}

/** The JSON body, or undefined when it is missing or not an object. */
async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

// ------------------------------------------------------------------ the server

/**
 * Starts the API v1 server.
 * @param {{ port?: number, host?: string, artists?: number }} [options]
 * @returns {Promise<{ origin: string, apiUrl: string, close: () => Promise<void> }>}
 */
export async function startApiServer({ port = 0, host = '127.0.0.1', artists = 60 } = {}) {
  /** access token → { expiresAt, refreshToken } */
  const accessTokens = new Map();
  /** refresh token → access token it was issued with; each is used once. */
  const refreshTokens = new Map();

  function issueTokens() {
    const accessToken = `at_${randomBytes(16).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(16).toString('hex')}`;
    accessTokens.set(accessToken, { expiresAt: Date.now() + ACCESS_TOKEN_MS, refreshToken });
    refreshTokens.set(refreshToken, accessToken);
    return { accessToken, refreshToken };
  }

  /** The access token of the request, or the 401 message that refuses it. */
  function authenticate(req) {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return { error: 'Access token required' };
    const session = accessTokens.get(match[1]);
    if (!session) return { error: 'Invalid token' };
    if (session.expiresAt <= Date.now()) {
      accessTokens.delete(match[1]);
      return { error: 'Token expired' };
    }
    return { token: match[1], session };
  }

  let artistList = [];
  const artistJson = new Map();
  const imagesByFileId = new Map();
  const imagesByArtistId = new Map();
  /** sort field → artists in ascending order (ties by id) */
  const ascending = new Map();
  const listCache = new Map();
  const genresBody = ok(GENRES);
  const languagesBody = ok(SINGING_LANGUAGES);
  const unreadBody = ok({ count: 3 });
  const meBody = ok(USER);

  function prepareData(apiUrl) {
    artistList = makeArtists(artists, apiUrl);
    const pngs = AVATAR_COLOURS.map(avatarPng);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    for (const artist of artistList) {
      artistJson.set(artist.id, ok(artist));
      const png = pngs[artist.id % pngs.length];
      imagesByArtistId.set(artist.id, png);
      imagesByFileId.set(artist.profileImageId, png);
    }
    for (const field of SORT_FIELDS) {
      const compare =
        field === 'createdAt'
          ? (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)
          : (a, b) => {
              // Nulls last, as SQL's NULLS LAST on ascending order.
              if (a[field] === null || b[field] === null)
                return (a[field] === null) - (b[field] === null);
              return collator.compare(a[field], b[field]);
            };
      ascending.set(
        field,
        [...artistList].sort((a, b) => compare(a, b) || a.id - b.id),
      );
    }
  }

  /** GET /artists: the body, from the cache when the same query was answered before. */
  function listArtists(params) {
    const errors = [];
    const read = (name) => {
      const value = params.get(name);
      return value === null || value === '' ? undefined : value;
    };
    const integer = (name, min, max, fallback) => {
      const value = read(name);
      if (value === undefined) return fallback;
      const number = POSITIVE_INTEGER.test(value) ? Number(value) : NaN;
      if (!(number >= min && number <= max)) {
        errors.push({
          field: name,
          message: `${name} must be an integer between ${min} and ${max}`,
        });
      }
      return number;
    };
    const oneOf = (name, allowed, fallback) => {
      const value = read(name);
      if (value === undefined) return fallback;
      if (!allowed.includes(value))
        errors.push({ field: name, message: `${name} must be one of ${allowed.join(', ')}` });
      return value;
    };
    const page = integer('page', 1, Number.MAX_SAFE_INTEGER, 1);
    const limit = integer('limit', 1, 1000, 10);
    const genre = integer('genre', 1, Number.MAX_SAFE_INTEGER, undefined);
    const status = oneOf('status', ARTIST_STATUSES, undefined);
    const sortBy = oneOf('sortBy', SORT_FIELDS, 'createdAt');
    const sortOrder = oneOf('sortOrder', SORT_ORDERS, 'desc');
    const search = read('search')?.trim().toLowerCase();
    if (errors.length > 0) return { status: 400, body: validation(errors) };

    const key = JSON.stringify([page, limit, genre, status, sortBy, sortOrder, search]);
    const cached = listCache.get(key);
    if (cached !== undefined) return { status: 200, body: cached };

    let ordered = ascending.get(sortBy);
    if (sortOrder === 'desc') ordered = [...ordered].reverse();
    const matching = ordered.filter(
      (artist) =>
        (status === undefined || artist.status === status) &&
        (genre === undefined || artist.genres.some((item) => item.id === genre)) &&
        (search === undefined ||
          [artist.stageName, artist.realName ?? '', artist.email].some((text) =>
            text.toLowerCase().includes(search),
          )),
    );
    const totalItems = matching.length;
    const body = ok({
      artists: matching.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
    });
    if (listCache.size >= MAX_CACHED_LISTS) listCache.clear();
    listCache.set(key, body);
    return { status: 200, body };
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
        'content-length': 0,
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const notFound = () => sendJson(req, res, 404, failure('Route not found'));
    if (!url.pathname.startsWith(`${PREFIX}/`)) return notFound();
    const path = url.pathname.slice(PREFIX.length).replace(/(.)\/$/, '$1');
    const method = req.method;

    // Routes without a bearer token (api/README.md, "Authentication" 2).
    if (method === 'POST' && path === '/auth/login') {
      const body = await readJson(req);
      const errors = [];
      if (typeof body?.email !== 'string' || body.email.trim() === '') {
        errors.push({ field: 'email', message: 'Email is required' });
      }
      if (typeof body?.password !== 'string' || body.password === '') {
        errors.push({ field: 'password', message: 'Password is required' });
      }
      if (body?.language !== undefined && !LANGUAGES.includes(body.language)) {
        errors.push({ field: 'language', message: 'Language must be one of en, fr, es' });
      }
      if (errors.length > 0) return sendJson(req, res, 400, validation(errors));
      if (body.email.trim().toLowerCase() !== USER.email || body.password !== PASSWORD) {
        return sendJson(req, res, 401, failure('Invalid credentials'));
      }
      return sendJson(req, res, 200, ok({ user: USER, tokens: issueTokens() }, 'Login successful'));
    }
    if (method === 'POST' && path === '/auth/refresh') {
      const body = await readJson(req);
      if (typeof body?.refreshToken !== 'string' || body.refreshToken === '') {
        return sendJson(
          req,
          res,
          400,
          validation([{ field: 'refreshToken', message: 'Refresh token is required' }]),
        );
      }
      const previousAccess = refreshTokens.get(body.refreshToken);
      if (previousAccess === undefined)
        return sendJson(req, res, 401, failure('Invalid refresh token'));
      refreshTokens.delete(body.refreshToken);
      accessTokens.delete(previousAccess);
      return sendJson(req, res, 200, ok(issueTokens()));
    }
    const publicFile = /^\/media\/serve\/public\/([^/]+)$/.exec(path);
    if (method === 'GET' && publicFile) {
      const png = POSITIVE_INTEGER.test(publicFile[1])
        ? imagesByFileId.get(Number(publicFile[1]))
        : undefined;
      return png
        ? sendPng(req, res, png)
        : sendJson(req, res, 404, failure('Media file not found'));
    }

    const auth = authenticate(req);
    if (auth.error) return sendJson(req, res, 401, failure(auth.error));

    if (method === 'POST' && path === '/auth/logout') {
      accessTokens.delete(auth.token);
      refreshTokens.delete(auth.session.refreshToken);
      return sendJson(req, res, 200, ok(null, 'Logged out successfully'));
    }
    if (method !== 'GET') return notFound();
    if (path === '/auth/me') return sendJson(req, res, 200, meBody);
    if (path === '/artists') {
      const { status, body } = listArtists(url.searchParams);
      return sendJson(req, res, status, body);
    }
    if (path === '/artists/genres') return sendJson(req, res, 200, genresBody);
    if (path === '/artists/singing-languages') return sendJson(req, res, 200, languagesBody);
    if (path === '/notifications/unread-count') return sendJson(req, res, 200, unreadBody);

    const artist = /^\/artists\/([^/]+)$/.exec(path);
    if (artist) {
      if (!POSITIVE_INTEGER.test(artist[1])) {
        return sendJson(
          req,
          res,
          400,
          validation([{ field: 'id', message: 'id must be a positive integer' }]),
        );
      }
      const body = artistJson.get(Number(artist[1]));
      return body
        ? sendJson(req, res, 200, body)
        : sendJson(req, res, 404, failure('Artist not found'));
    }
    const profile = /^\/media\/serve\/profile\/([^/]+)$/.exec(path);
    if (profile) {
      const png = POSITIVE_INTEGER.test(profile[1])
        ? imagesByArtistId.get(Number(profile[1]))
        : undefined;
      return png
        ? sendPng(req, res, png)
        : sendJson(req, res, 404, failure('Profile image not found'));
    }
    const file = /^\/media\/serve\/([^/]+)$/.exec(path);
    if (file) {
      const png = POSITIVE_INTEGER.test(file[1]) ? imagesByFileId.get(Number(file[1])) : undefined;
      return png
        ? sendPng(req, res, png)
        : sendJson(req, res, 404, failure('Media file not found'));
    }
    return notFound();
  }

  const server = createServer({ keepAlive: true }, (req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendJson(req, res, 500, failure('Internal server error'));
      else res.destroy();
    });
  });
  // Longer than a browser's idle socket, so connections stay open across a cold load.
  server.keepAliveTimeout = 65_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const apiUrl = `${origin}${PREFIX}`;
  prepareData(apiUrl);

  return {
    origin,
    apiUrl,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function argument(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startApiServer({
    port: Number(argument('port') ?? 0),
    host: argument('host') ?? '127.0.0.1',
    artists: Number(argument('artists') ?? 60),
  });
  console.log(`API v1 listening at ${server.apiUrl}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
