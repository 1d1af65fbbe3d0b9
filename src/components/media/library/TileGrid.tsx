import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface TileGridProps {
  /** Names the list for screen readers: "Folders", "Files". */
  label: string;
  children: ReactNode[];
  minTileWidth?: number;
}

/** A responsive grid of tiles, as a list so screen readers announce how many there are. */
export const TileGrid = ({ label, children, minTileWidth = 160 }: TileGridProps) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
      gap: 2,
      listStyle: 'none',
      p: 0,
      m: 0,
    }}
  >
    {children.map((child, index) => (
      <Box component="li" key={index} sx={{ minWidth: 0 }}>
        {child}
      </Box>
    ))}
  </Box>
);
