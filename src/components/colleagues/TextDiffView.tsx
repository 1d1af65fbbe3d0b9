import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { textDiff } from '../../lib/merge';

/**
 * Two long texts as one, read in order: what only theirs has struck through, what only yours has
 * underlined (and named for screen readers), so a clash in lyrics shows its few words.
 */
export const TextDiffView = ({ theirs, yours }: { theirs: string; yours: string }) => {
  const translate = useTranslate();
  const parts = textDiff(theirs, yours);
  if (!parts) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.colleagues.clash.diff_legend')}
      </Typography>
      <Typography
        component="p"
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 240,
          overflow: 'auto',
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
        // A scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {parts.map((part, i) =>
          part.kind === 'same' ? (
            <span key={i}>{part.text}</span>
          ) : part.kind === 'theirs' ? (
            <Box
              component="del"
              key={i}
              aria-label={translate('app.label_value', {
                label: translate('app.colleagues.clash.theirs'),
                value: part.text,
              })}
              sx={{ color: 'error.main', textDecorationThickness: 2, mr: 0.5 }}
            >
              {part.text}
            </Box>
          ) : (
            <Box
              component="ins"
              key={i}
              aria-label={translate('app.label_value', {
                label: translate('app.colleagues.clash.yours'),
                value: part.text,
              })}
              sx={{ color: 'success.main', textDecorationThickness: 2 }}
            >
              {part.text}
            </Box>
          ),
        )}
      </Typography>
    </Box>
  );
};
