import { Box } from '@mui/material';
import { highlightParts } from './highlight';

/** The name with the searched text in bold (a <mark>, without its yellow). */
export const HighlightedName = ({ name, term }: { name: string; term: string }) => (
  <>
    {highlightParts(name, term).map((part, index) =>
      part.match ? (
        <Box
          key={index}
          component="mark"
          sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}
        >
          {part.text}
        </Box>
      ) : (
        part.text
      ),
    )}
  </>
);
