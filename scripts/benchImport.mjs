// The catalogue import's dry run at the size, in Node (no browser): a generated
// 5,000-row song file (half its artists named by stage name, half by id, a few bad rows) read
// with parseCsvText (Papa Parse, as the worker does), mapped by its headers, and every row
// validated; then the number of reads the dry run's plan makes for it: the artist references
// (one search per distinct name, one getMany for the ids) and the duplicate checks (one list
// per distinct artist). The browser's worker adds its start-up and the file's transfer.
//
// Run alone: node scripts/benchImport.mjs [--rows N] [--runs N]; npm run bench prints it too.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { projectAliases } from '../vite-plugins/projectAliases.js';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The budget for parse and validate of 5,000 song rows. */
const BUDGET_MS = 2_000;
const ARTISTS = 120;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A song file as a label would send it: French headers, `;`, a BOM, and a few bad rows. */
export function songFile(rows) {
  const lines = ['\ufeffTitre;Artiste;Durée (secondes);Explicite;Ambiance;ISRC'];
  for (let i = 0; i < rows; i += 1) {
    const artist = i % 2 ? `Artist ${i % ARTISTS}` : String((i % ARTISTS) + 1);
    const isrc = i % 97 === 0 ? 'not-an-isrc' : `FR-Z03-24-${String(i).padStart(5, '0')}`;
    const title = i % 211 === 0 ? '' : `Song number ${i}`;
    lines.push([title, artist, 180 + (i % 120), i % 3 ? 'non' : 'oui', 'Calme', isrc].join(';'));
  }
  return lines.join('\r\n');
}

export async function measureImport(vite, { rows = 5_000, runs = 5 } = {}) {
  const load = (path) => vite.ssrLoadModule(path);
  const { parseCsvText } = await load('/src/features/catalogue-import/parse/parseCsv.ts');
  const { guessMapping, rowValues } = await load(
    '/src/features/catalogue-import/mapping/guessMapping.ts',
  );
  const { rowValidator } = await load('/src/features/catalogue-import/validate/validateRow.ts');
  const { artistLookup } = await load('/src/features/catalogue-import/validate/artistLookup.ts');
  const { artistReferencePlan, serverCheckPlan } = await load(
    '/src/features/catalogue-import/duplicates/serverCheckPlan.ts',
  );
  const artists = Array.from({ length: ARTISTS }, (_unused, i) => ({
    id: i + 1,
    stageName: `Artist ${i}`,
  }));
  const validator = rowValidator({
    genres: [],
    singingLanguages: [],
    albumTypes: [],
    findArtist: artistLookup(artists),
  });
  const text = songFile(rows);

  let outcome = null;
  const times = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const parsed = parseCsvText(text);
    const { mapping } = guessMapping('songs', parsed.headers);
    const results = parsed.rows.map((row) => validator.songs(rowValues(mapping, row)));
    const elapsed = performance.now() - started;
    // The first run warms the modules up.
    if (run > 0) times.push(elapsed);
    outcome = { parsed, mapping, results };
  }
  const artistColumn = outcome.mapping.indexOf('artist');
  const references = artistReferencePlan(outcome.parsed.rows.map((row) => row[artistColumn] ?? ''));
  const valid = outcome.results.filter((result) => result.ok).map((result) => result.body);
  const checks = serverCheckPlan('songs', valid);
  return {
    rows: outcome.parsed.rows.length,
    refused: outcome.results.length - valid.length,
    parseValidateMs: median(times),
    runs,
    referenceRequests: references.lists.length + (references.many ? 1 : 0),
    duplicateRequests: checks.length,
    writeRequests: 0,
  };
}

export function printImport(result) {
  const verdict = result.parseValidateMs <= BUDGET_MS ? 'ok' : 'OVER';
  console.log(
    `import parse+map+validate ${result.rows} song rows ${result.parseValidateMs.toFixed(0).padStart(6)} ms ` +
      `(median of ${result.runs}; budget ${BUDGET_MS} ms: ${verdict}; ${result.refused} rows refused)`,
  );
  console.log(
    `import dry run requests for ${result.rows} rows: ${result.referenceRequests} artist look-ups + ` +
      `${result.duplicateRequests} duplicate checks (${ARTISTS} distinct artists), ` +
      `${result.writeRequests} writes`,
  );
}

/** Measures with a Vite server of its own (the modules are TypeScript) and prints the lines. */
export async function benchImport(options = {}) {
  const vite = await createServer({
    root: projectDir,
    configFile: false,
    resolve: { alias: projectAliases(projectDir) },
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    printImport(await measureImport(vite, options));
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? Number(process.argv[index + 1]) : fallback;
  };
  await benchImport({ rows: option('rows', 5_000), runs: option('runs', 5) });
}
