// Artist rows from the roster, with contact details, bios and the plan the catalogue seed follows.
import type { ArtistStatus, PublicStatus } from '@/api/types';
import type { ArtistRow, Database } from '../../db/schema';
import type { Random } from '../random';
import { buildBios } from './bios';
import { SONG_TITLES, TITLE_PARTS, type TitleLanguage } from './catalogueText';
import { PLACES, type PlaceSeed } from './places';
import { ROSTER, type RosterEntry } from './roster';
import { GENRES } from './taxonomy';
import { DAY, HOUR, between, dateOnly, fillPattern, iso, slugify } from './util';

/** How much catalogue and media an artist gets; the first artists of the roster get the most. */
export type Tier = 'rich' | 'light' | 'minimal';

export interface SongTitle {
  title: string;
  language: TitleLanguage;
}

export interface ArtistPlan {
  row: ArtistRow;
  entry: RosterEntry;
  place: PlaceSeed;
  index: number;
  tier: Tier;
  createdMs: number;
  titleLanguage: TitleLanguage;
  /** the songs to seed, with the language each title is written in */
  songTitles: SongTitle[];
  /** how many albums to try to build from the songs */
  albumCount: number;
}

const TITLE_LANGUAGES: readonly string[] = ['en', 'fr', 'es', 'pt', 'ht'];
const isTitleLanguage = (code: string): code is TitleLanguage => TITLE_LANGUAGES.includes(code);

function tierOf(index: number): Tier {
  if (index < 20) return 'rich';
  return index < 50 ? 'light' : 'minimal';
}

function songCount(index: number, r: Random): number {
  if (index < 20) return r.int(6, 12);
  if (index < 25) return r.int(3, 8);
  if (index < 30) return r.int(3, 6);
  return index < 50 ? r.int(0, 3) : r.int(0, 2);
}

function albumCount(index: number, r: Random): number {
  if (index < 20) return r.int(1, 3);
  return index < 25 ? r.int(1, 2) : 0;
}

/** Song titles drawn from one shared pool per language, so that titles rarely repeat. */
class TitlePool {
  private used = new Set<string>();
  constructor(private random: Random) {}

  private candidates(language: TitleLanguage): string[] {
    const [firsts, seconds] = TITLE_PARTS[language];
    const combos = firsts.flatMap((a) => seconds.map((b) => `${a} ${b}`));
    return [...SONG_TITLES[language], ...combos];
  }

  take(language: TitleLanguage, avoid: ReadonlySet<string>): string {
    const all = this.candidates(language).filter((t) => !avoid.has(t));
    const fresh = all.filter((t) => !this.used.has(t));
    const title = this.random.pick(fresh.length ? fresh : all);
    this.used.add(title);
    return title;
  }
}

function status(r: Random): ArtistStatus {
  const x = r.next();
  return x < 0.8 ? 'active' : x < 0.92 ? 'inactive' : 'suspended';
}

function publicStatus(index: number, r: Random): PublicStatus {
  const x = r.next();
  if (index < 20)
    return x < 0.35 ? 'established_artist' : x < 0.8 ? 'emerging_artist' : 'new_artist';
  return x < 0.1 ? 'established_artist' : x < 0.5 ? 'emerging_artist' : 'new_artist';
}

function uniqueEmail(entry: RosterEntry, taken: Set<string>, r: Random): string {
  const first = slugify(entry.firstName).replace(/-/g, '');
  const last = slugify(entry.lastName).replace(/-/g, '');
  const stage = slugify(entry.stageName).replace(/-/g, '');
  const options = entry.isBand
    ? [`booking.${stage}@example.org`, `${stage}.band@example.com`]
    : [`${first}.${last}@example.com`, `${stage}.music@example.com`, `${first}${last}@example.org`];
  let email = r.pick(options);
  for (let n = 2; taken.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
  taken.add(email);
  return email;
}

function titleLanguages(entry: RosterEntry): TitleLanguage[] {
  const languages: TitleLanguage[] = [];
  for (const code of entry.sings) if (isTitleLanguage(code)) languages.push(code);
  return languages;
}

export function seedArtists(database: Database, now: number, r: Random): ArtistPlan[] {
  const emails = new Set<string>();
  const titles = new TitlePool(r);
  const genreIdBySlug = new Map(database.genres.map((g) => [g.slug, g.id]));
  const languageIdByCode = new Map(database.singingLanguages.map((l) => [l.code, l.id]));

  const plans = ROSTER.map((entry, index): ArtistPlan => {
    const place: PlaceSeed = PLACES[entry.home];
    const tier = tierOf(index);
    // The newest two artists joined days ago, so "recent artists" lists look alive.
    const ageDays =
      index === ROSTER.length - 1
        ? 2
        : index === ROSTER.length - 2
          ? 9
          : index < 30
            ? between(r, 250, 1095)
            : between(r, 12, 1095);
    const createdMs = now - ageDays * DAY - r.int(0, 20) * HOUR;

    const [primary = 'en', secondary = null] = titleLanguages(entry);
    const ownTitles = new Set<string>();
    const songTitles: SongTitle[] = [];
    const count = songCount(index, r);
    // Artists without songs still name a single in their bio (an older, pre-label release).
    for (let k = 0; k < Math.max(1, count); k++) {
      const language = secondary && r.chance(0.3) ? secondary : primary;
      const title = titles.take(language, ownTitles);
      ownTitles.add(title);
      songTitles.push({ title, language });
    }

    const genreSeeds = entry.genres.flatMap((slug) => GENRES.filter((g) => g.slug === slug));
    if (r.chance(0.2)) {
      const extra = r.pick(GENRES);
      if (!genreSeeds.includes(extra)) genreSeeds.push(extra);
    }
    const other = entry.sings.find((code) => code.startsWith('other:'));

    const contact = r.next();
    const hasAddress = r.chance(0.75);
    const bioCoverage = index % 13 === 12 ? 'none' : index % 9 === 8 ? 'partial' : 'full';
    const row: ArtistRow = {
      id: index + 1,
      stageName: entry.stageName,
      realName: entry.isBand ? null : `${entry.firstName} ${entry.lastName}`,
      firstName: entry.firstName,
      lastName: entry.lastName,
      gender: entry.gender,
      email: uniqueEmail(entry, emails, r),
      dateOfBirth: entry.isBand
        ? null
        : dateOnly(Date.UTC(r.int(1976, 2004), r.int(0, 11), r.int(1, 28))),
      phone: contact < 0.5 ? null : fillPattern(place.phone, r),
      cellphone: contact >= 0.5 && contact < 0.7 ? null : fillPattern(place.phone, r),
      address: hasAddress ? `${r.int(12, 9800)} ${r.pick(place.streets)}` : null,
      city: place.city,
      state: place.state,
      country: place.country,
      postalCode: hasAddress && r.chance(0.9) ? fillPattern(place.postal, r) : null,
      status: status(r),
      isVerified: r.chance(tier === 'rich' ? 0.8 : 0.4),
      publicStatus: publicStatus(index, r),
      genreIds: genreSeeds.map((g) => genreIdBySlug.get(g.slug) ?? 0),
      singingLanguageIds: entry.sings.map(
        (code) => languageIdByCode.get(code.startsWith('other:') ? 'other' : code) ?? 0,
      ),
      otherLanguageSpecification: other ? other.slice('other:'.length) : null,
      bios: buildBios(
        {
          stageName: entry.stageName,
          city: place.city,
          gender: entry.gender,
          isBand: entry.isBand,
          genres: genreSeeds.map((g) => g.names),
          single: songTitles[0].title,
        },
        bioCoverage,
        r,
      ),
      profileImageId: null,
      linkSlug: r.chance(0.75) ? slugify(entry.stageName) : null,
      createdAt: iso(createdMs),
      memberSince: dateOnly(createdMs),
    };
    return {
      row,
      entry,
      place,
      index,
      tier,
      createdMs,
      titleLanguage: primary,
      songTitles: count === 0 ? [] : songTitles,
      albumCount: albumCount(index, r),
    };
  });

  // Every status shows up in the demo whatever the dice said.
  plans[7].row.status = 'inactive';
  plans[22].row.status = 'suspended';
  plans[41].row.status = 'suspended';
  plans[3].row.publicStatus = 'established_artist';
  plans[30].row.publicStatus = 'new_artist';
  database.artists = plans.map((plan) => plan.row);
  return plans;
}
