import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { clashKey, isLongText, type Clash } from '../../lib/merge';
import { ClashValue } from './ClashValue';
import type { FieldText } from './fieldText';
import { TextDiffView } from './TextDiffView';

/**
 * "Show changes": what a colleague saved since the form opened. Fields the user changed too
 * show theirs and yours side by side; fields already showing their version are named.
 */
export const ChangesDialog = ({
  pending,
  applied,
  text,
  onClose,
  onLoadTheirs,
}: {
  pending: readonly Clash[];
  applied: readonly string[];
  text: FieldText;
  onClose: () => void;
  onLoadTheirs: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.colleagues.changes.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.colleagues.changes.intro')}
        </DialogContentText>
        {pending.length === 0 && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.colleagues.changes.none_pending')}
          </Typography>
        )}
        {pending.map((change) => (
          <Box component="section" key={clashKey(change.path)} sx={{ mb: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {text.labelOf(change.path)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {(['theirs', 'yours'] as const).map((side) => (
                <Box
                  key={side}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1,
                  }}
                >
                  <Typography variant="overline" component="p">
                    {translate(`app.colleagues.clash.${side}`)}
                  </Typography>
                  <ClashValue path={change.path} value={change[side]} text={text} />
                </Box>
              ))}
            </Stack>
            {isLongText(change.theirs) && isLongText(change.yours) && (
              <Box sx={{ mt: 1 }}>
                <TextDiffView theirs={change.theirs} yours={change.yours} />
              </Box>
            )}
          </Box>
        ))}
        {applied.length > 0 && (
          <Typography variant="body2">
            {translate('app.colleagues.banner.updated', { fields: applied.join(', ') })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLoadTheirs}>{translate('app.colleagues.banner.load')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.colleagues.changes.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
