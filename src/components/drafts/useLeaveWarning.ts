import { useEffect } from 'react';
import { holdLeaveWarning } from '../../lib/drafts/leaveWarning';

/** The browser asks before a reload or tab close while `active` (unsaved input, an upload). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => (active ? holdLeaveWarning() : undefined), [active]);
}
