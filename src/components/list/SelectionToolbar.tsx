import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';

/**
 * Holds a list's bulk actions bar (react-admin's BulkActionsToolbar), taken out of the page while
 * nothing is selected. react-admin hides it by collapsing it to no height, which leaves its
 * buttons ("Unselect", the bulk actions) in the Tab order without a visible focus, and their boxes
 * over the table's header, where they catch its clicks. `hidden` takes them out of reach and out
 * of the accessibility tree; the bar stays mounted, so that its state outlives a selection.
 */
export const SelectionToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds } = useListContext();
  return <div hidden={selectedIds.length === 0}>{children}</div>;
};
