// The interface texts, layered once at build time: `import english from 'virtual:catalogue/en'`
// gives the whole English catalogue as data (the same for fr, es and sign-in, the sign-in
// page's). i18n/catalogues.ts does the layering; this runs it with Vite's module runner, so that
// the app's start parses one JSON text instead of merging several catalogues key by key.
import { resolve } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;
const SOURCE = 'i18n/catalogues.ts';

type Catalogues = Record<string, unknown>;

export function builtCatalogues(): Plugin {
  let root = process.cwd();
  let built: Promise<{ catalogues: Catalogues; dependencies: string[] }> | null = null;

  const build = () => {
    built ??= runnerImport<{ catalogues: Catalogues }>(resolve(root, SOURCE), {
      root,
      configFile: false,
      logLevel: 'error',
    }).then(({ module, dependencies }) => ({
      catalogues: module.catalogues,
      dependencies: dependencies.map((file) => resolve(root, file)),
    }));
    return built;
  };

  return {
    name: 'built-catalogues',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const { catalogues, dependencies } = await build();
      if (!Object.hasOwn(catalogues, name)) this.error(`No catalogue named "${name}"`);
      for (const file of dependencies) this.addWatchFile(file);
      // JSON.parse of one string is read faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogues[name]))});`;
    },
    configureServer(server: ViteDevServer) {
      // A text edited while `npm run dev` runs: the catalogues are layered again, the page reloads.
      server.watcher.on('change', async (file) => {
        if (!built || !(await built).dependencies.includes(file)) return;
        built = null;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
