// The project's import aliases: `@/x` is src/x, `@tests/x` and `@i18n/x` the folders beside it
// (tsconfig.app.json's paths say the same to TypeScript). Shared by vite.config.ts and the
// scripts' own Vite servers (the fake API, the benches), which run without the config file.
import { resolve } from 'node:path';

/** Vite's resolve.alias entries for a checkout of the project at `rootDir`. */
export const projectAliases = (rootDir) =>
  ['src', 'tests', 'i18n'].map((folder) => ({
    find: new RegExp(`^@${folder === 'src' ? '' : folder}/`),
    replacement: `${resolve(rootDir, folder)}/`,
  }));
