import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface TabPanelProps {
  id: string;
  labelledBy: string;
  active: boolean;
  /** False until the tab is first shown: nothing inside renders (or loads) before that. */
  opened: boolean;
  children: ReactNode;
}

/** A tab's panel; once opened it stays mounted while hidden, keeping its data and state. */
export const TabPanel = ({ id, labelledBy, active, opened, children }: TabPanelProps) => (
  <Box role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={!active} sx={{ pt: 3 }}>
    {opened && children}
  </Box>
);
