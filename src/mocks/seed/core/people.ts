// Staff users, genres and singing languages.
import { DEMO_CREDENTIALS } from '@/config/demo';
import type { Database } from '../../db/schema';
import { GENRES, SINGING_LANGUAGES } from './taxonomy';
import { DAY, iso } from './util';

export function seedStaff(database: Database): void {
  database.users.push(
    {
      id: 1,
      firstName: 'Maya',
      lastName: 'Chen',
      email: DEMO_CREDENTIALS.email,
      role: 'admin',
      password: DEMO_CREDENTIALS.password,
    },
    {
      id: 2,
      firstName: 'Julien',
      lastName: 'Roy',
      email: 'julien.roy@example.com',
      role: 'manager',
      password: 'staff-demo-2026',
    },
    {
      id: 3,
      firstName: 'Ana',
      lastName: 'Ferreira',
      email: 'ana.ferreira@example.com',
      role: 'editor',
      password: 'staff-demo-2026',
    },
  );
}

export function seedTaxonomy(database: Database, now: number): void {
  const createdAt = iso(now - 1100 * DAY);
  database.genres = GENRES.map((genre, index) => ({
    id: index + 1,
    slug: genre.slug,
    translations: (['en', 'fr', 'es'] as const).map((language) => ({
      language,
      name: genre.names[language],
    })),
  }));
  database.singingLanguages = SINGING_LANGUAGES.map((language, index) => ({
    id: index + 1,
    ...language,
    otherSpecification: null,
    createdAt,
  }));
}
