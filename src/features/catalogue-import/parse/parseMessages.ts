// What the worker and the page say to each other.
import type { ParsedCsv } from './parseCsv';

export type ParseRequest = { file: File };

export type ParseResponse = { ok: true; result: ParsedCsv } | { ok: false; message: string };
