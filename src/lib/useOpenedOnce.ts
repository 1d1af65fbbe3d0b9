import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog (or a view, a dropdown) is mounted when
 * first opened and then kept (its closing transition plays), instead of being built, closed,
 * with everything around it, where its hooks (a query, a draft, the URL) ran at every render,
 * or of loading its code before anyone asks for it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
