import type { ReactNode } from 'react';

/** How a form names its fields and shows their values in the clash dialog and the banner. */
export interface FieldText {
  /** The field's label, translated, from its path (`['campaignSettings', 'max_tokens']`). */
  labelOf: (path: readonly string[]) => string;
  /** The value as the user knows it (a genre's name rather than its id); text by default. */
  formatValue?: (path: readonly string[], value: unknown) => ReactNode | undefined;
}

/** The label of a field path: each part humanised, the last one first in importance. */
export const humanizePath = (path: readonly string[]): string =>
  path
    .map((part) =>
      part
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .replace(/^./, (c) => c.toUpperCase()),
    )
    .join(' › ');
