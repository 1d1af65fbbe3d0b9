// The page shown instead of the app when config.json is wrong: it names the file, says what is
// wrong and what to do, in the user's language. Plain DOM, so that it needs nothing of the app
// (no React, MUI or react-admin) and is loaded only when needed. Styles are set through the
// CSSOM (element.style), which a strict Content-Security-Policy allows, unlike a <style> tag.
import { startupErrorMessages } from '../../i18n/startupError';
import type { ConfigProblem } from './runtimeConfig';

export type StartupLanguage = keyof typeof startupErrorMessages;

const isStartupLanguage = (code: string): code is StartupLanguage =>
  Object.hasOwn(startupErrorMessages, code);

/** react-admin's store key for the language chosen in the app (its default localStorageStore). */
const STORED_LOCALE_KEY = 'RaStore.locale';

function storedLocale(): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORED_LOCALE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The language the user chose in the app, else the browser's first one we have, else English. */
export function startupLanguage(
  chosen: string | null = storedLocale(),
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): StartupLanguage {
  const candidates = [chosen, ...browserLanguages].filter((code): code is string => !!code);
  for (const code of candidates) {
    const primary = code.toLowerCase().split('-')[0] ?? '';
    if (isStartupLanguage(primary)) return primary;
  }
  return 'en';
}

const EXAMPLE = `{
  "apiUrl": "https://api.example.com/api/v1",
  "linksHost": "https://links.example.com"
}`;

/** Long enough to recognise the value, short enough to keep the page readable. */
const MAX_VALUE_LENGTH = 120;

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

function problemText(problem: ConfigProblem, language: StartupLanguage): string {
  const { problems } = startupErrorMessages[language];
  switch (problem.kind) {
    case 'not_json':
    case 'not_object':
      return problems[problem.kind];
    case 'not_text':
      return fill(problems.not_text, { field: problem.field });
    case 'not_http_url': {
      const value =
        problem.value.length > MAX_VALUE_LENGTH
          ? `${problem.value.slice(0, MAX_VALUE_LENGTH)}…`
          : problem.value;
      return fill(problems.not_http_url, { field: problem.field, value });
    }
    case 'unreadable':
      return fill(problems.unreadable, { status: problem.status });
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text: string,
  style: Partial<CSSStyleDeclaration> = {},
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.textContent = text;
  Object.assign(node.style, style);
  return node;
}

/** Replaces the root's content with the page (and sets the document's title and language). */
export function showStartupError(
  root: HTMLElement,
  problem: ConfigProblem,
  language: StartupLanguage = startupLanguage(),
): void {
  const t = startupErrorMessages[language];
  const doc = root.ownerDocument;
  const severity = problem.kind === 'unreadable' ? 'unreadable' : 'invalid';
  doc.documentElement.lang = language;
  // Follows the system's light or dark preference, with the browser's own colours.
  doc.documentElement.style.colorScheme = 'light dark';
  doc.title = t.title;

  const main = element(doc, 'main', '', {
    maxWidth: '40rem',
    margin: '10vh auto',
    padding: '0 1.5rem',
    fontFamily: 'system-ui, sans-serif',
    lineHeight: '1.5',
  });
  main.append(
    element(doc, 'h1', t.title, { fontSize: '1.75rem', margin: '0 0 0.5rem' }),
    element(doc, 'h2', t.heading[severity], { fontSize: '1.25rem', fontWeight: 'normal' }),
    element(doc, 'p', problemText(problem, language), { fontWeight: 'bold' }),
    element(doc, 'p', t.what_to_do[severity]),
  );
  if (severity === 'invalid') {
    main.append(
      element(doc, 'p', t.example),
      element(doc, 'pre', EXAMPLE, {
        padding: '0.75rem 1rem',
        border: '1px solid GrayText',
        borderRadius: '4px',
        overflowX: 'auto',
      }),
    );
  }
  const reload = element(doc, 'button', t.reload, { font: 'inherit', padding: '0.4rem 1.2rem' });
  reload.type = 'button';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  main.append(reload);
  root.replaceChildren(main);
}
