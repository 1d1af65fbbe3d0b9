import {
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ARTIST_STATUSES, PUBLIC_STATUSES } from '@/api/artistVocabulary';
import type { Artist, ArtistStatus, PublicStatus } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { useArtistUpdate } from '../../useArtistUpdate';

/** A choice saved as soon as it changes; read-only while the save runs. */
export const ChoiceSelect = <T extends string>({
  label,
  value,
  choices,
  choiceLabel,
  onChange,
  saving,
}: {
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (choice: T) => void;
  saving: boolean;
}) => {
  const handleChange: TextFieldProps['onChange'] = (event) => {
    const next = choices.find((choice) => choice === event.target.value);
    if (next && next !== value && !saving) onChange(next);
  };
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={handleChange}
      // Read-only, not disabled, while saving: a disabled control drops the keyboard focus
      // (to <body>) right after the choice that started the save.
      slotProps={{ input: { readOnly: saving } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choiceLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Status, public status and verification, each saved on its own as soon as it changes. */
export const ArtistStatusCard = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const { save, isPending } = useArtistUpdate(artist);
  const statusLabel = (status: ArtistStatus) => translate(`app.artists.status.${status}`);
  const publicStatusLabel = (status: PublicStatus) =>
    translate(`app.artists.public_status.${status}`);

  return (
    <SectionCard title={translate('app.artists.detail.overview.status_title')} busy={isPending}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <ChoiceSelect
          label={translate('resources.artists.fields.status')}
          value={artist.status}
          choices={ARTIST_STATUSES}
          choiceLabel={statusLabel}
          saving={isPending}
          onChange={(status) =>
            save(
              { status },
              {
                success: 'app.artists.detail.status.updated',
                successArgs: { status: statusLabel(status) },
                failure: 'app.artists.detail.status.failed',
              },
            )
          }
        />
        <ChoiceSelect
          label={translate('resources.artists.fields.publicStatus')}
          value={artist.publicStatus}
          choices={PUBLIC_STATUSES}
          choiceLabel={publicStatusLabel}
          saving={isPending}
          onChange={(publicStatus) =>
            save(
              { publicStatus },
              {
                success: 'app.artists.detail.status.public_updated',
                failure: 'app.artists.detail.status.public_failed',
              },
            )
          }
        />
        <FormControlLabel
          label={translate(artist.isVerified ? 'app.artists.verified' : 'app.artists.unverified')}
          control={
            // Not disabled while saving, for the same reason as the selects: it keeps the focus,
            // says it is unavailable and ignores a toggle until the save is over.
            <Switch
              checked={artist.isVerified}
              slotProps={{ input: { 'aria-disabled': isPending || undefined } }}
              onChange={(event) => {
                if (isPending) return;
                const isVerified = event.target.checked;
                save(
                  { isVerified },
                  {
                    success: isVerified
                      ? 'app.artists.detail.status.verified_on'
                      : 'app.artists.detail.status.verified_off',
                    failure: 'app.artists.detail.status.verification_failed',
                  },
                );
              }}
            />
          }
        />
      </Stack>
    </SectionCard>
  );
};
