// A test fails when it writes to console.error or console.warn: React's act() and key warnings,
// a failed prop type or a handler that threw would otherwise scroll by unnoticed. Only the
// third-party noise below is let through, silently.
import { afterEach } from 'vitest';

type Method = 'error' | 'warn';

/** The text console.error prints: printf-style `%s` placeholders filled, other values after. */
function format(...args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(String).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (placeholder) =>
    rest.length ? String(rest.shift()) : placeholder,
  );
  return [text, ...rest.map(String)].join(' ');
}

const KNOWN_NOISE: RegExp[] = [
  // react-admin 5.15's inputs still hand MUI's TextField the props MUI 9 removed (InputProps,
  // InputLabelProps, inputRef; DataTable's select-all checkbox: inputProps), which React then
  // finds on a DOM element. Not ours to fix; it goes once react-admin follows MUI 9.
  /^React does not recognize the `(InputProps|InputLabelProps|inputRef|inputProps)` prop on a DOM element/,
  // react-admin's default theme styles the filled input with a JSS-era `&$disabled` selector
  // that emotion passes on as is: browsers skip the rule quietly, jsdom reports it.
  /^Could not parse CSS stylesheet: [^{]*\$disabled\{/,
];

/**
 * ra-core's useDataProvider logs every rejected call outside production. Tests of failures
 * assert what the user is told instead, so these logs are dropped (only these: the caller is
 * checked, so an error the app itself logs still fails the test).
 */
const loggedByReactAdminDataProvider = (): boolean =>
  /ra-core[\\/].*useDataProvider/.test(new Error().stack ?? '');

export interface JsdomInstance {
  virtualConsole: {
    removeAllListeners(event: string): void;
    on(event: string, listener: (error: Error) => void): void;
  };
}

/**
 * jsdom reports its own errors (a stylesheet it cannot parse, a script error) to the console
 * it captured before Vitest's, out of the guard's reach: they are sent through it instead.
 */
export function guardJsdomErrors(jsdom: JsdomInstance): void {
  jsdom.virtualConsole.removeAllListeners('jsdomError');
  jsdom.virtualConsole.on('jsdomError', (error) => {
    const sheet = 'sheetText' in error ? `: ${String(error.sheetText)}` : '';
    console.error(`${error.message}${sheet}`);
  });
}

/** Where a guarded console method keeps the one it replaced (setup may run more than once). */
const ORIGINAL = Symbol.for('label-admin.consoleGuard.original');
type ConsoleMethod = ((...args: unknown[]) => void) & { [ORIGINAL]?: (...args: unknown[]) => void };

export function failOnConsoleOutput(): void {
  const unexpected: string[] = [];
  for (const method of ['error', 'warn'] as const satisfies readonly Method[]) {
    const current: ConsoleMethod = console[method];
    const original = current[ORIGINAL] ?? current.bind(console);
    const guarded: ConsoleMethod = (...args: unknown[]) => {
      const text = format(...args);
      if (KNOWN_NOISE.some((pattern) => pattern.test(text))) return;
      if (method === 'error' && loggedByReactAdminDataProvider()) return;
      unexpected.push(`console.${method}: ${text}`);
      original(...args);
    };
    guarded[ORIGINAL] = original;
    console[method] = guarded;
  }
  afterEach(() => {
    if (!unexpected.length) return;
    const messages = unexpected.splice(0).join('\n\n');
    throw new Error(
      `The test wrote to the console (see tests/helpers/consoleGuard.ts):\n${messages}`,
    );
  });
}
