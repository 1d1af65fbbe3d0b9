// The label's roster. Order matters: the first artists get the richest catalogue and media.
import type { Gender } from '@/api/types';
import type { PlaceKey } from './places';
import type { GenreSlug, SingsIn } from './taxonomy';

export interface RosterEntry {
  stageName: string;
  firstName: string;
  lastName: string;
  /** Bands and duos have no real name; firstName/lastName name their contact person. */
  isBand: boolean;
  gender: Gender;
  home: PlaceKey;
  sings: readonly SingsIn[];
  genres: readonly GenreSlug[];
}

/** `real` is "First Last"; a '|' marks where the first name ends when it is not the first space. */
function a(
  stageName: string,
  real: string,
  gender: Gender,
  home: PlaceKey,
  sings: readonly SingsIn[],
  genres: readonly GenreSlug[],
  isBand = false,
): RosterEntry {
  const cut = real.includes('|') ? real.indexOf('|') : real.indexOf(' ');
  return {
    stageName,
    firstName: real.slice(0, cut),
    lastName: real.slice(cut + 1),
    isBand,
    gender,
    home,
    sings,
    genres,
  };
}

const band = true;

export const ROSTER: readonly RosterEntry[] = [
  a('Lune Rivière', 'Camille Tremblay', 'female', 'montreal', ['fr'], ['indie-pop', 'chanson']),
  a('JAYO', 'Jerome Okafor', 'male', 'toronto', ['en'], ['hip-hop', 'afrobeats']),
  a(
    'Sol y Sombra',
    'Valeria Castillo',
    'non-binary',
    'montreal',
    ['es', 'other:Catalan'],
    ['indie-pop', 'alternative'],
  ),
  a('Les Chemins Sauvages', 'Étienne Gagnon', 'male', 'quebec', ['fr'], ['folk', 'rock'], band),
  a('Sadie Kwan', 'Sadie Kwan', 'female', 'vancouver', ['en'], ['indie-pop', 'electronic']),
  a('Mirage Boréal', 'Olivier Bouchard', 'male', 'montreal', ['fr', 'en'], ['electronic']),
  a('Manno Pierre', 'Emmanuel Pierre', 'male', 'montreal', ['ht', 'fr'], ['kompa', 'r-and-b']),
  a('Mateo Ríos', 'Mateo Ríos', 'male', 'bogota', ['es'], ['reggaeton', 'latin-pop']),
  a(
    'Coralie Fortin',
    'Coralie Fortin',
    'female',
    'sherbrooke',
    ['fr', 'en'],
    ['singer-songwriter', 'folk'],
  ),
  a('Harbour Lights', 'Liam MacDonald', 'male', 'halifax', ['en'], ['folk', 'rock'], band),
  a('Margaux Lefèvre', 'Margaux Lefèvre', 'female', 'paris', ['fr'], ['chanson', 'indie-pop']),
  a('Delta June', 'June Harper', 'female', 'nashville', ['en'], ['country', 'folk']),
  a('Rosalie B.', 'Rosalie Bergeron', 'female', 'gatineau', ['fr'], ['r-and-b', 'soul']),
  a('Luz Marina', 'Luz Marina|Ortega', 'female', 'mexico', ['es'], ['latin-pop']),
  a('Zéphyr', 'Julien Moreau', 'male', 'lyon', ['fr'], ['electronic']),
  a('Marcus Bell', 'Marcus Bell', 'male', 'toronto', ['en'], ['soul', 'jazz']),
  a('Félix Cormier', 'Félix Cormier', 'male', 'moncton', ['fr', 'en'], ['country', 'folk']),
  a('Nadège', 'Nadège Désir', 'female', 'portAuPrince', ['ht', 'fr'], ['kompa', 'r-and-b']),
  a('Rêverie', 'Justine Caron', 'female', 'montreal', ['fr'], ['alternative', 'electronic']),
  a(
    'Noah Whitehorse',
    'Noah Whitehorse',
    'male',
    'winnipeg',
    ['en', 'other:Cree'],
    ['folk', 'singer-songwriter'],
  ),
  a('Inès Benali', 'Inès Benali', 'female', 'marseille', ['fr', 'ar'], ['r-and-b', 'hip-hop']),
  a('Gab Lafleur', 'Gabriel Lafleur', 'male', 'montreal', ['fr'], ['hip-hop']),
  a('Kira Blake', 'Kira Blake', 'female', 'losAngeles', ['en'], ['indie-pop', 'electronic']),
  a('Los Hermanos Quintana', 'Diego Quintana', 'male', 'guadalajara', ['es'], ['rock'], band),
  a(
    'Élo Saint-Pierre',
    'Élodie Saint-Pierre',
    'female',
    'troisRivieres',
    ['fr'],
    ['chanson', 'jazz'],
  ),
  a('Northbound Static', 'Owen Fletcher', 'male', 'ottawa', ['en'], ['rock', 'alternative'], band),
  a('Bruno Tavares', 'Bruno Tavares', 'male', 'lisbon', ['pt'], ['jazz', 'soul']),
  a(
    'PRIYA',
    'Priya Sandhu',
    'female',
    'toronto',
    ['en', 'other:Punjabi'],
    ['r-and-b', 'electronic'],
  ),
  a('Anaïs Côté', 'Anaïs Côté', 'female', 'quebec', ['fr'], ['indie-pop']),
  a(
    'Carmen Olivares',
    'Carmen Olivares',
    'female',
    'madrid',
    ['es'],
    ['singer-songwriter', 'jazz'],
  ),
  a('SEKOU', 'Sekou Diallo', 'male', 'paris', ['fr', 'other:Wolof'], ['afrobeats', 'hip-hop']),
  a(
    'Charlie Arsenault',
    'Charlie Arsenault',
    'non-binary',
    'montreal',
    ['fr', 'en'],
    ['alternative'],
  ),
  a('The Velvet Hours', 'Elliot Grant', 'male', 'newYork', ['en'], ['soul', 'alternative'], band),
  a('Yaretzi', 'Yaretzi Morales', 'female', 'mexico', ['es', 'en'], ['electronic', 'latin-pop']),
  a('Simon-Pierre Girard', 'Simon-Pierre Girard', 'male', 'saguenay', ['fr'], ['rock', 'folk']),
  a('Tessa Lind', 'Tessa Lindqvist', 'female', 'vancouver', ['en'], ['country']),
  a('Marisol Cruz', 'Marisol Cruz', 'female', 'sanJuan', ['es', 'en'], ['reggaeton']),
  a(
    'LAURENCE',
    'Laurence Beaulieu',
    'female',
    'montreal',
    ['fr', 'en'],
    ['electronic', 'indie-pop'],
  ),
  a('Odell Brooks', 'Odell Brooks', 'male', 'atlanta', ['en'], ['hip-hop', 'r-and-b']),
  a(
    'Clémence & les Lucioles',
    'Clémence Dubois',
    'female',
    'bruxelles',
    ['fr'],
    ['folk', 'chanson'],
    band,
  ),
  a('Nico Valdés', 'Nicolás Valdés', 'male', 'buenosAires', ['es'], ['alternative', 'rock']),
  a(
    'KIMI',
    'Kim Nguyen',
    'female',
    'montreal',
    ['fr', 'other:Vietnamese'],
    ['indie-pop', 'electronic'],
  ),
  a('Flo Lapointe', 'Florence Lapointe', 'female', 'laval', ['fr'], ['r-and-b']),
  a('Amara Okoye', 'Amara Okoye', 'female', 'toronto', ['en', 'other:Yoruba'], ['afrobeats']),
  a('Mathis Ouellet', 'Mathis Ouellet', 'male', 'rimouski', ['fr'], ['singer-songwriter']),
  a('Paloma Reyes', 'Paloma Reyes', 'female', 'miami', ['es', 'en'], ['latin-pop', 'r-and-b']),
  a('Frères Lanctôt', 'Marc Lanctôt', 'male', 'joliette', ['fr'], ['country', 'folk'], band),
  a('Isabela Duarte', 'Isabela Duarte', 'female', 'saoPaulo', ['pt', 'en'], ['jazz', 'indie-pop']),
  a('YANNICK D', 'Yannick Desrosiers', 'male', 'longueuil', ['fr', 'en'], ['soul', 'jazz']),
  a('Hazel Monroe', 'Hazel Monroe', 'female', 'portland', ['en'], ['folk']),
  a('Rafa Delgado', 'Rafael Delgado', 'male', 'barcelona', ['es', 'other:Catalan'], ['electronic']),
  a('Max Paradis', 'Maxime Paradis', 'male', 'montreal', ['fr'], ['hip-hop', 'electronic']),
  a('Océane Leblanc', 'Océane Leblanc', 'female', 'moncton', ['fr', 'en'], ['folk', 'country']),
  a('Bastien Roux', 'Bastien Roux', 'male', 'paris', ['fr', 'en'], ['rock']),
  a('Nadia Haddad', 'Nadia Haddad', 'female', 'montreal', ['fr', 'ar'], ['r-and-b', 'electronic']),
  a('Jade Morin', 'Jade Morin', 'prefer-not-to-say', 'quebec', ['fr'], ['jazz']),
  a('DUFRESNE', 'Xavier Dufresne', 'male', 'montreal', ['fr'], ['rock', 'alternative']),
  a('Théo Vandenberghe', 'Théo Vandenberghe', 'male', 'bruxelles', ['fr', 'en'], ['electronic']),
  a('Samuel Thibodeau', 'Samuel Thibodeau', 'male', 'moncton', ['fr', 'en'], ['rock']),
  a(
    'Giulia Romano',
    'Giulia Romano',
    'female',
    'montreal',
    ['it', 'fr'],
    ['singer-songwriter', 'indie-pop'],
  ),
  a('Wes Carter', 'Wesley Carter', 'male', 'nashville', ['en'], ['country']),
  a(
    'Ana Lucía Paz',
    'Ana Lucía|Paz',
    'female',
    'bogota',
    ['es'],
    ['latin-pop', 'singer-songwriter'],
  ),
  a('Dounia', 'Dounia El Amrani', 'female', 'montreal', ['fr', 'ar'], ['r-and-b', 'soul']),
  a(
    'Static Bloom',
    'Riley Chen',
    'non-binary',
    'vancouver',
    ['en'],
    ['alternative', 'electronic'],
    band,
  ),
  a('Ti-Blanc Bélanger', 'Louis Bélanger', 'male', 'quebec', ['fr'], ['folk', 'country']),
  a('Sofía Márquez', 'Sofía Márquez', 'female', 'madrid', ['es', 'en'], ['indie-pop']),
];
