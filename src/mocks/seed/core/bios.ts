// Artist bios for every language (en, fr, es) and platform, assembled from pieces so that no two
// artists read the same, and written in each language rather than translated word for word.
import { BIO_PLATFORMS } from '@/api/artistVocabulary';
import { LANGUAGES } from '@/api/languages';
import type { ArtistBio, BioPlatform, Gender, Language } from '@/api/types';
import type { Random } from '../random';

export interface BioSubject {
  stageName: string;
  city: string;
  gender: Gender;
  isBand: boolean;
  /** genre names in each language, most important first */
  genres: ReadonlyArray<Record<Language, string>>;
  /** the title of a recent single */
  single: string;
}

type Trilingual = Record<Language, string>;

const TRAITS: readonly Trilingual[] = [
  {
    en: 'dreamy synths and intimate storytelling',
    fr: 'ses synthés rêveurs et ses textes intimes',
    es: 'sus sintetizadores soñadores y sus letras íntimas',
  },
  {
    en: 'big choruses and razor-sharp lyrics',
    fr: 'ses refrains rassembleurs et ses textes affûtés',
    es: 'sus estribillos enormes y sus letras afiladas',
  },
  {
    en: 'warm analog grooves',
    fr: 'ses grooves analogiques chaleureux',
    es: 'sus grooves analógicos y cálidos',
  },
  {
    en: 'raw, stripped-back live shows',
    fr: 'ses concerts bruts et dépouillés',
    es: 'sus conciertos crudos y sin artificios',
  },
  {
    en: 'lush harmonies and late-night moods',
    fr: 'ses harmonies riches et ses ambiances nocturnes',
    es: 'sus armonías exuberantes y sus atmósferas nocturnas',
  },
  {
    en: 'a voice that fills every room',
    fr: 'une voix qui remplit toutes les salles',
    es: 'una voz que llena cualquier sala',
  },
  {
    en: 'danceable, socially aware rhythms',
    fr: 'des rythmes dansants qui ont quelque chose à dire',
    es: 'ritmos bailables con conciencia',
  },
  {
    en: 'honest songs about home and leaving it',
    fr: 'des chansons honnêtes sur le chez-soi et le départ',
    es: 'canciones honestas sobre el hogar y la partida',
  },
  {
    en: 'genre-bending productions',
    fr: 'des réalisations qui brouillent les genres',
    es: 'producciones que desdibujan los géneros',
  },
  {
    en: 'cinematic arrangements and string sections',
    fr: 'des arrangements cinématographiques et des cordes',
    es: 'arreglos cinematográficos y secciones de cuerdas',
  },
  {
    en: 'sunny melodies and bilingual hooks',
    fr: 'des mélodies ensoleillées et des refrains bilingues',
    es: 'melodías luminosas y estribillos bilingües',
  },
  {
    en: 'hypnotic beats and whispered vocals',
    fr: 'des beats hypnotiques et une voix chuchotée',
    es: 'ritmos hipnóticos y voces susurradas',
  },
];

const HOOKS: readonly Trilingual[] = [
  {
    en: 'New single out now 🔥',
    fr: 'Nouveau single dispo 🔥',
    es: 'Nuevo sencillo ya disponible 🔥',
  },
  {
    en: 'Tour dates in bio 🎟️',
    fr: 'Dates de tournée en bio 🎟️',
    es: 'Fechas de gira en la bio 🎟️',
  },
  {
    en: 'Studio diaries every Friday 🎧',
    fr: 'Journal de studio chaque vendredi 🎧',
    es: 'Diario de estudio cada viernes 🎧',
  },
  { en: 'Duet with me 🎤', fr: 'Fais un duo avec moi 🎤', es: 'Haz un dueto conmigo 🎤' },
  {
    en: 'Behind the songs ✨',
    fr: 'Les coulisses des chansons ✨',
    es: 'Detrás de las canciones ✨',
  },
];

function role(language: Language, s: BioSubject): string {
  if (s.isBand) return { en: 'band', fr: 'groupe', es: 'banda' }[language];
  const forms: Record<Language, [string, string, string]> = {
    en: ['singer-songwriter', 'singer-songwriter', 'artist'],
    fr: ['auteur-compositeur-interprète', 'autrice-compositrice-interprète', 'artiste'],
    es: ['cantautor', 'cantautora', 'artista'],
  };
  const [male, female, neutral] = forms[language];
  return s.gender === 'male' ? male : s.gender === 'female' ? female : neutral;
}

/** "Indie Pop" -> "indie pop", keeping names such as R&B or Latin capitalised. */
function genreWord(name: string): string {
  return name
    .split(' ')
    .map((w) => (/[&]|^Latin$|^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

function possessive(s: BioSubject): string {
  if (s.isBand) return 'their';
  return s.gender === 'male' ? 'his' : s.gender === 'female' ? 'her' : 'their';
}

function english(platform: BioPlatform, s: BioSubject, r: Random): string {
  const genre = genreWord(s.genres[0].en);
  const other = s.genres[1] ? genreWord(s.genres[1].en) : null;
  const trait = r.pick(TRAITS).en;
  const his = possessive(s);
  switch (platform) {
    case 'general':
      return r.pick([
        `${s.stageName} is a ${s.city}-based ${genre} ${role('en', s)} known for ${trait}. The latest single "${s.single}" is out now.`,
        `Born in ${s.city}, ${s.stageName} ${other ? `blends ${genre} and ${other}` : `makes ${genre}`} with ${trait}. "${s.single}" opens a new chapter.`,
        `From the clubs of ${s.city} to festival stages, ${s.stageName} brings ${trait} to ${genre}. Listen to "${s.single}" everywhere.`,
      ]);
    case 'tiktok':
      return `${genre[0].toUpperCase()}${genre.slice(1)} from ${s.city} · ${r.pick(HOOKS).en}`;
    case 'instagram':
      return r.pick([
        `${s.city} ✦ ${genre} ✦ "${s.single}" out now`,
        `${trait[0].toUpperCase()}${trait.slice(1)} 🌙 New music: "${s.single}"`,
      ]);
    case 'facebook':
      return `Official page of ${s.stageName}, ${genre} ${role('en', s)} from ${s.city}. News, shows and ${his} new single "${s.single}".`;
  }
}

function french(platform: BioPlatform, s: BioSubject, r: Random): string {
  const genre = genreWord(s.genres[0].fr);
  const other = s.genres[1] ? genreWord(s.genres[1].fr) : null;
  const trait = r.pick(TRAITS).fr;
  const known =
    s.isBand || s.gender === 'male' ? 'reconnu' : s.gender === 'female' ? 'reconnue' : 'reconnu·e';
  switch (platform) {
    case 'general':
      return r.pick([
        `${s.stageName}, ${role('fr', s)} de ${s.city}, est ${known} pour ${trait}. Le nouveau single « ${s.single} » est maintenant disponible.`,
        `Originaire de ${s.city}, ${s.stageName} ${other ? `mêle ${genre} et ${other}` : `explore un univers ${genre}`} avec ${trait}. « ${s.single} » ouvre un nouveau chapitre.`,
        `Des petites salles de ${s.city} aux grandes scènes, ${s.stageName} signe un univers ${genre} porté par ${trait}. À écouter : « ${s.single} ».`,
      ]);
    case 'tiktok':
      return `${genre[0].toUpperCase()}${genre.slice(1)} de ${s.city} · ${r.pick(HOOKS).fr}`;
    case 'instagram':
      return r.pick([
        `${s.city} ✦ ${genre} ✦ « ${s.single} » maintenant disponible`,
        `Nouvelle musique 🌙 « ${s.single} » partout dès maintenant`,
      ]);
    case 'facebook':
      return `Page officielle de ${s.stageName}, ${role('fr', s)} de ${s.city}. Nouvelles, spectacles et le single « ${s.single} ».`;
  }
}

function spanish(platform: BioPlatform, s: BioSubject, r: Random): string {
  const genre = genreWord(s.genres[0].es);
  const other = s.genres[1] ? genreWord(s.genres[1].es) : null;
  const trait = r.pick(TRAITS).es;
  const article = s.isBand || s.gender === 'female' ? 'una ' : s.gender === 'male' ? 'un ' : '';
  switch (platform) {
    case 'general':
      return r.pick([
        `${s.stageName} es ${article}${role('es', s)} de ${s.city}, reconocible por ${trait}. Su nuevo sencillo «${s.single}» ya está disponible.`,
        `Desde ${s.city}, ${s.stageName} ${other ? `mezcla ${genre} y ${other}` : `hace ${genre}`} con ${trait}. «${s.single}» abre un nuevo capítulo.`,
        `De los bares de ${s.city} a los festivales, ${s.stageName} lleva ${trait} a la escena ${genre}. Escucha «${s.single}» en todas las plataformas.`,
      ]);
    case 'tiktok':
      return `${genre[0].toUpperCase()}${genre.slice(1)} desde ${s.city} · ${r.pick(HOOKS).es}`;
    case 'instagram':
      return r.pick([
        `${s.city} ✦ ${genre} ✦ «${s.single}» ya disponible`,
        `Música nueva 🌙 «${s.single}» en todas partes`,
      ]);
    case 'facebook':
      return `Página oficial de ${s.stageName}, ${role('es', s)} de ${s.city}. Noticias, conciertos y el sencillo «${s.single}».`;
  }
}

const WRITERS = { en: english, fr: french, es: spanish };

/** `coverage` full: all 12 bios; partial: general bios only (en, fr); none: no bio. */
export function buildBios(
  s: BioSubject,
  coverage: 'full' | 'partial' | 'none',
  r: Random,
): ArtistBio[] {
  if (coverage === 'none') return [];
  if (coverage === 'partial') {
    return (['en', 'fr'] as const).map((language) => ({
      language,
      platform: 'general',
      bio: WRITERS[language]('general', s, r),
    }));
  }
  return LANGUAGES.flatMap((language) =>
    BIO_PLATFORMS.map((platform) => ({
      language,
      platform,
      bio: WRITERS[language](platform, s, r),
    })),
  );
}
