import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { clashKey, isLongText, type Clash, type Side } from '../../lib/merge';
import { ClashValue } from './ClashValue';
import type { FieldText } from './fieldText';
import { TextDiffView } from './TextDiffView';

export interface ClashDialogProps {
  clashes: readonly Clash[];
  text: FieldText;
  /** The user's choice for every clash, by clashKey. */
  onSave: (choices: Record<string, Side>) => void;
  /** Nothing is written; the form keeps what was typed. */
  onCancel: () => void;
}

const SIDES: readonly Side[] = ['theirs', 'yours'];

const ClashChoice = ({
  clash,
  text,
  choice,
  onChoose,
  first,
}: {
  clash: Clash;
  text: FieldText;
  choice: Side | undefined;
  onChoose: (side: Side) => void;
  first: boolean;
}) => {
  const translate = useTranslate();
  const legendId = useId();
  const long = isLongText(clash.theirs) && isLongText(clash.yours);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }} aria-labelledby={legendId}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {text.labelOf(clash.path)}
      </Typography>
      <RadioGroup
        aria-labelledby={legendId}
        value={choice ?? ''}
        onChange={(event) => onChoose(event.target.value as Side)}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {SIDES.map((side, i) => (
            <Box
              key={side}
              sx={{
                flex: 1,
                minWidth: 0,
                border: 1,
                borderRadius: 1,
                borderColor: choice === side ? 'primary.main' : 'divider',
                p: 1,
              }}
            >
              <FormControlLabel
                value={side}
                control={<Radio autoFocus={first && i === 0} />}
                label={translate(`app.colleagues.clash.keep_${side}`)}
              />
              <Box sx={{ pl: 1, maxHeight: long ? 160 : undefined, overflow: 'auto' }}>
                <ClashValue path={clash.path} value={clash[side]} text={text} />
              </Box>
            </Box>
          ))}
        </Stack>
      </RadioGroup>
      {long && (
        <Box sx={{ mt: 1 }}>
          <TextDiffView theirs={clash.theirs as string} yours={clash.yours as string} />
        </Box>
      )}
    </Box>
  );
};

/**
 * The question a save asks when a colleague changed the same fields since the form opened: each
 * field with theirs and yours side by side (long texts also as a comparison), a choice per
 * field, Save once every field is chosen, Cancel to keep typing. The first choice has the focus.
 */
export const ClashDialog = ({ clashes, text, onSave, onCancel }: ClashDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const introId = useId();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const complete = clashes.every((clash) => choices[clashKey(clash.path)]);
  const chooseAll = (side: Side) =>
    setChoices(Object.fromEntries(clashes.map((clash) => [clashKey(clash.path), side])));
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{translate('app.colleagues.clash.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {translate('app.colleagues.clash.intro', { smart_count: clashes.length })}
        </DialogContentText>
        {clashes.map((clash, i) => (
          <ClashChoice
            key={clashKey(clash.path)}
            clash={clash}
            text={text}
            first={i === 0}
            choice={choices[clashKey(clash.path)]}
            onChoose={(side) =>
              setChoices((current) => ({ ...current, [clashKey(clash.path)]: side }))
            }
          />
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {clashes.length > 1 && (
          <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
            <Button onClick={() => chooseAll('theirs')}>
              {translate('app.colleagues.clash.all_theirs')}
            </Button>
            <Button onClick={() => chooseAll('yours')}>
              {translate('app.colleagues.clash.all_yours')}
            </Button>
          </Stack>
        )}
        {!complete && (
          <FormHelperText sx={{ mx: 1 }}>
            {translate('app.colleagues.clash.choose_each')}
          </FormHelperText>
        )}
        <Button onClick={onCancel}>{translate('app.colleagues.clash.cancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={() => onSave(choices)}>
          {translate('app.colleagues.clash.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
