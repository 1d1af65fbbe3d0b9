// npm run bench:seed: how long the demo database takes to seed (the core half, the promotion
// half) and to copy (what each unit test does instead of seeding, tests/setup.ts). These were
// timed assertions in the seed's unit tests; speed depends on the machine, so it is measured
// here and compared with the budgets, without failing anything.
//
// Options: --runs N   runs per measure (default 11); the median is printed.
//          --analytics  instead, the requests the analytics screen makes at the demo's size and
//                       at tens of thousands of artists (scripts/benchAnalytics.mjs; --artists N)
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { measureAnalyticsRequests, printAnalyticsRequests } from './benchAnalytics.mjs';
import { projectAliases } from '../vite-plugins/projectAliases.js';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The budgets the unit tests used to assert, in ms. */
const BUDGETS = { core: 200, promotion: 100 };
const NOW = Date.UTC(2026, 10, 15, 12, 0, 0);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timed(runs, prepare, measured) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const input = prepare();
    const started = performance.now();
    measured(input);
    times.push(performance.now() - started);
  }
  return median(times);
}

function viteServer() {
  return createServer({
    root: projectDir,
    configFile: false,
    resolve: { alias: projectAliases(projectDir) },
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
}

/** Median milliseconds of each seeding step, over `runs` runs (the first warms up). */
export async function measureSeed({ runs = 11 } = {}) {
  const vite = await viteServer();
  try {
    const seed = await vite.ssrLoadModule('/src/mocks/seed/index.ts');
    const { seedCore } = await vite.ssrLoadModule('/src/mocks/seed/core.ts');
    const { seedPromotion } = await vite.ssrLoadModule('/src/mocks/seed/promotion.ts');
    seed.seedDatabase(NOW);
    const withCore = () => {
      const database = seed.emptyDatabase();
      seedCore(database, NOW);
      return database;
    };
    const seeded = seed.seedDatabase(NOW);
    return {
      core: timed(runs, seed.emptyDatabase, (database) => seedCore(database, NOW)),
      promotion: timed(runs, withCore, (database) => seedPromotion(database, NOW)),
      copy: timed(
        runs,
        () => seeded,
        (database) => structuredClone(database),
      ),
    };
  } finally {
    await vite.close();
  }
}

async function analytics() {
  const index = process.argv.indexOf('--artists');
  const artists = index >= 0 ? Number(process.argv[index + 1]) : undefined;
  const vite = await viteServer();
  try {
    printAnalyticsRequests(await measureAnalyticsRequests(vite, { artists }));
  } finally {
    await vite.close();
  }
}

async function seedTimes() {
  const index = process.argv.indexOf('--runs');
  const runs = index >= 0 ? Number(process.argv[index + 1]) : 11;
  const result = await measureSeed({ runs });
  for (const [step, ms] of Object.entries(result)) {
    const budget = BUDGETS[step];
    const verdict =
      budget === undefined
        ? ''
        : ms <= budget
          ? ` (budget ${budget} ms: ok)`
          : ` (budget ${budget} ms: OVER)`;
    console.log(`seed ${step.padEnd(9)} ${ms.toFixed(1).padStart(7)} ms${verdict}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--analytics')) await analytics();
  else await seedTimes();
}
