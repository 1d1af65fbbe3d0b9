// The four quick actions open dialogs from more than one place (the overview's quick actions,
// the content tab's Add song and Create album), so the dialogs live once, above the tabs.
import { createContext, useContext } from 'react';
import type { Artist } from '@/api/types';

export type QuickAction = 'add-song' | 'create-album' | 'upload-photos' | 'upload-videos';

/** What every quick-action dialog receives. */
export interface QuickActionDialogProps {
  artist: Artist;
  open: boolean;
  onClose: () => void;
}

export const QuickActionsContext = createContext<(action: QuickAction) => void>(() => undefined);

/** Opens one of the artist's quick-action dialogs. */
export const useOpenQuickAction = () => useContext(QuickActionsContext);
