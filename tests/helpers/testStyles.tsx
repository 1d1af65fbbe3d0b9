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

/** A stylis middleware: every other declaration becomes a comment, which stylis drops. */
const keepObservableDeclarations = (element: StylisElement) => {
  if (element.type === 'decl' && !OBSERVABLE.has(String(element.props))) element.type = 'comm';
};

const cache = createCache({ key: 'css', stylisPlugins: [keepObservableDeclarations] });

// Outside production emotion inserts `selector{}` for a style left with no declaration (so that
// @emotion/jest can find the cache's key), and most styles are left with none here: each such
// rule changes no computed value, yet jsdom matched every one of them against every element it
// was asked about (about half of the page's rules on a list screen).
const insertRule = cache.sheet.insert.bind(cache.sheet);
cache.sheet.insert = (rule: string) => {
  if (!rule.endsWith('{}')) insertRule(rule);
};

export const TestStyles = ({ children }: { children: ReactNode }) => (
  <CacheProvider value={cache}>{children}</CacheProvider>
);
