// The direction of imports in src/, as the README's "Where things go" says it: the shell on top,
// shared services at the bottom. A rule of our own rather than `no-restricted-imports`, which
// matches the text of an import, not the file it names: `../resources/x` is a screen from one
// folder and the data provider's own `providers/data/resources/` from another, and the same file
// is `../../api/types` or `@/api/types` depending on where it is imported from.

import { dirname, relative, resolve, sep } from 'node:path';

/** From the top down: a layer imports only the layers after it (and itself). */
const LAYERS = ['app', 'screens', 'components', 'providers', 'api', 'config', 'lib'];

const ORDER =
  'imports go down: App and layout/ → resources/ and features/ → components/ → providers/ → ' +
  'api/ → config/ → lib/';

/** The layer of a path relative to src/ (POSIX separators). */
function layerOf(path) {
  const [top, ...rest] = path.split('/');
  if (rest.length === 0) return 'app'; // App.tsx, main.tsx and the other files at src/'s root
  switch (top) {
    case 'layout':
      return 'app';
    case 'resources':
    case 'features':
      return 'screens';
    case 'components':
    case 'providers':
    case 'api':
    case 'config':
    case 'lib':
    case 'mocks':
      return top;
    default:
      return null; // src/types: declarations only
  }
}

/** The screen a path belongs to (`resources/artists`), or null for what a layer shares. */
function screenOf(path) {
  const parts = path.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
}

const isPaths = (path) => /\/paths\.tsx?$/.test(path) || /\/paths$/.test(path);

/** Who may import the demo API (it must never reach the real app's first load). */
const DEMO_API_IMPORTERS = new Set(['main.tsx', 'layout/ResetDemoDataMenuItem.tsx']);

/** Why `from` may not import `to` (both relative to src/), or null when it may. */
export function directionProblem(from, to) {
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (fromLayer === null || toLayer === null) return null;
  if (toLayer === 'mocks') {
    return fromLayer === 'mocks' || DEMO_API_IMPORTERS.has(from)
      ? null
      : 'only main.tsx and the demo reset item import src/mocks (the demo API)';
  }
  if (fromLayer === 'mocks') {
    return ['api', 'config', 'lib'].includes(toLayer)
      ? null
      : 'the demo API (src/mocks) imports only api/, config/ and lib/';
  }
  if (fromLayer === 'lib') {
    return toLayer === 'lib' ? null : 'lib/ imports nothing of the app';
  }
  if (LAYERS.indexOf(toLayer) < LAYERS.indexOf(fromLayer)) return ORDER;
  if (fromLayer === 'screens' && toLayer === 'screens') {
    const fromScreen = screenOf(from);
    const toScreen = screenOf(to);
    if (fromScreen && toScreen && fromScreen !== toScreen && !isPaths(to)) {
      return 'a screen reaches another screen only through its paths.ts';
    }
  }
  return null;
}

const toPosix = (path) => path.split(sep).join('/');

export const importDirectionRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in src/ go down the layers (README: Where things go).' },
    schema: [],
    messages: { direction: "'{{from}}' may not import '{{to}}': {{why}}." },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const src = resolve(context.cwd, 'src');
    const fromPath = toPosix(relative(src, filename));
    const inSrc = !fromPath.startsWith('..');
    const inI18n =
      toPosix(relative(resolve(context.cwd, 'i18n'), filename)).startsWith('..') === false;
    if (!inSrc && !inI18n) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('@/')) target = resolve(src, specifier.slice(2));
      else if (specifier.startsWith('.')) target = resolve(dirname(filename), specifier);
      else return;
      const toPath = toPosix(relative(src, target));
      if (toPath.startsWith('..')) return;
      const why = inSrc ? directionProblem(fromPath, toPath) : 'i18n/ imports nothing of the app';
      if (why)
        context.report({ node, messageId: 'direction', data: { from: fromPath, to: toPath, why } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
