import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { builtCatalogues } from './vite-plugins/builtCatalogues.ts';
import { projectAliases } from './vite-plugins/projectAliases.js';
import { withoutFullCalendarIconFont } from './vite-plugins/withoutFullCalendarIconFont.ts';

/**
 * Tests of code that needs no DOM run in Node: no jsdom to build, no DOM setup, and one module
 * graph per worker (isolate off; they share no state a test could leak). A `*.test.ts` file runs
 * there unless it needs browser storage or elements (the listed exceptions); `*.test.tsx` and
 * the exceptions run in jsdom.
 */
const NEEDS_DOM = [
  'src/api/**/*.test.ts',
  'src/providers/auth/**/*.test.ts',
  'src/providers/data/**/*.test.ts',
  'src/components/media/readMediaDuration.test.ts',
];

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** The glob as a RegExp (`**\/` and `*` only, enough for the globs above). */
const globPattern = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
      .join('(?:.*/)?')}$`,
  );
const DOM_TESTS = ['src/**/*.test.tsx', ...NEEDS_DOM];
const isDomTest = (file: string) => DOM_TESTS.some((glob) => globPattern(glob).test(file));

/**
 * Component test files share their worker's modules and jsdom with the files run before them:
 * react-admin, MUI, the demo API and its seed are imported and set up once per worker instead of
 * once per file (over a third of the workers' time went there). Those that replace a module
 * (vi.mock) or load modules afresh (vi.resetModules) keep modules of their own, so that neither
 * reaches another file. What the app keeps between tests is reset by tests/setup.ts and
 * tests/setupDom.ts.
 */
const OWN_MODULES = readdirSync(new URL('src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter(isDomTest)
  .filter((file) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
  );

export default defineConfig({
  plugins: [react(), withoutFullCalendarIconFont(), builtCatalogues()],
  // `@/x` is src/x (vite-plugins/projectAliases.js): an import from afar says where it goes.
  resolve: { alias: projectAliases(fileURLToPath(new URL('.', import.meta.url))) },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // Vite asks for a lazy chunk's file at once (a <link rel="modulepreload">, as the code runs)
      // only when the chunk imports others; one that imports nothing, such as the English texts
      // (virtual:catalogue/en), was asked for only once every module of the page had run, 50 ms
      // later on a signed-in cold start. Its own file is now always on the list.
      resolveDependencies: (file, deps) => (deps.length > 0 ? deps : [file]),
    },
    rolldownOptions: {
      output: {
        // What the first page needs from node_modules goes into a few long-lived chunks, so a
        // new release of the app's own code does not invalidate them; what only later screens
        // need ($initial unset) stays in their chunks, out of the sign-in page's load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'react-admin', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // What screens take from react-admin and MUI beyond the first page's: one chunk,
            // fetched with the first screen opened, instead of some forty files of a few kB
            // each (a browser fetches six at a time from a server: a cold start on a list
            // waited for them). Libraries of one or two screens (charts, calendars, CSV...) keep
            // their own chunks.
            {
              name: 'react-admin-screens',
              test: /node_modules[\\/](ra-core|ra-ui-materialui|react-hook-form|lodash|@mui[\\/](material|icons-material))[\\/]/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // Generous: a form test that takes 5 s alone takes 20 s on a busy 2-core machine.
    testTimeout: 60_000,
    // A global a test replaced (vi.stubGlobal) is put back after it.
    unstubGlobals: true,
    // Both cores of a small machine (Vitest would keep one for itself and run one worker), in
    // threads, which start faster than child processes.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'i18n/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          exclude: [...configDefaults.exclude, ...NEEDS_DOM],
          setupFiles: ['tests/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          setupFiles: ['tests/setup.ts', 'tests/setupDom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-own-modules',
          environment: 'jsdom',
          include: OWN_MODULES,
          setupFiles: ['tests/setup.ts', 'tests/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The Docker image's start script, run with sh, envsubst and nginx (no fake API).
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
        },
      },
    ],
  },
});
