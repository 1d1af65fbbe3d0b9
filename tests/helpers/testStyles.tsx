// jsdom resolves getComputedStyle by matching the element against every CSS rule in the page,
// and Testing Library asks it for nearly every node it looks at (is it hidden? what is its
// name?). MUI's emotion writes thousands of rules, so queries spent most of their time there.
// Tests keep only the declarations that decide what a user can see or reach, and the sizes a
// component may read back (MUI X Charts sizes itself from its container's computed width); the
// rest (colours, spacing, fonts) changes nothing a test can observe in jsdom, which lays
// nothing out.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

const OBSERVABLE = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'width',
  'height',
]);

interface StylisElement {
  type: string;
  props: string | string[];
}

// A contrast test reads the colours too: its screen is rendered with them kept (its own key, so
// that its rules never pass for the other cache's).
const COLOURS = ['color', 'background-color', 'background'];

/** A stylis middleware: every other declaration becomes a comment, which stylis drops. */
const keepDeclarations = (kept: Set<string>) => (element: StylisElement) => {
  if (element.type !== 'decl') return;
  const name = String(element.props);
  // Custom properties too, where colours are kept: a colour may be given through one.
  if (!kept.has(name) && !(kept.has('color') && name.startsWith('--'))) element.type = 'comm';
};

function testCache(key: string, kept: Set<string>) {
  const cache = createCache({ key, stylisPlugins: [keepDeclarations(kept)] });
  // Outside production emotion inserts `selector{}` for a style left with no declaration (so
  // that @emotion/jest can find the cache's key), and most styles are left with none here: each
  // such rule changes no computed value, yet jsdom matched every one of them against every
  // element it was asked about (about half of the page's rules on a list screen).
  const insertRule = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    if (!rule.endsWith('{}')) insertRule(rule);
  };
  return cache;
}

const cache = testCache('css', OBSERVABLE);
const colourCache = testCache('colours', new Set([...OBSERVABLE, ...COLOURS]));

export const TestStyles = ({
  children,
  colours = false,
}: {
  children: ReactNode;
  /** Keeps the colours, for a test that reads them. */
  colours?: boolean;
}) => <CacheProvider value={colours ? colourCache : cache}>{children}</CacheProvider>;
