import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { artistListPath } from '../paths';

/** What a screen linking to the detail may put in the location state: its own path and query. */
export interface ArtistDetailLinkState {
  from?: string;
}

const cameFromList = (state: unknown): boolean => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return false;
  const { from } = state as ArtistDetailLinkState;
  return typeof from === 'string' && from.split(/[?#]/)[0] === artistListPath;
};

/**
 * Back to the artist list. Coming from the list, history Back returns to it exactly as it was
 * (filters, page, scroll); otherwise (a bookmark, the dashboard) the list opens afresh, and
 * react-admin restores its last filters from the store.
 */
export function useBackToList(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = cameFromList(location.state);
  return useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(artistListPath);
  }, [fromList, navigate]);
}
