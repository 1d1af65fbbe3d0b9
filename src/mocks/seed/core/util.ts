import type { Random } from '../random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO date-time to the minute, without milliseconds, like the contract's examples. */
export function iso(ms: number): string {
  return new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

export function between(random: Random, min: number, max: number): number {
  return max <= min ? min : min + random.next() * (max - min);
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** "Lune Rivière" -> "lune-riviere" */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Lumières de la ville" -> "Lumieres-de-la-ville": a media subfolder name. */
export function folderName(text: string): string {
  return stripAccents(text)
    .replace(/&/g, 'and')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fills a pattern: '#' becomes a digit, '@' a capital letter. */
export function fillPattern(pattern: string, random: Random): string {
  return pattern.replace(/[#@]/g, (c) =>
    c === '#' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

/** A 12-digit UPC-A code whose last digit is the valid check digit. */
export function upcA(elevenDigits: string): string {
  const digits = elevenDigits.split('').map(Number);
  const odd = digits.filter((_, i) => i % 2 === 0).reduce((sum, d) => sum + d, 0);
  const even = digits.filter((_, i) => i % 2 === 1).reduce((sum, d) => sum + d, 0);
  return elevenDigits + String((10 - ((odd * 3 + even) % 10)) % 10);
}
