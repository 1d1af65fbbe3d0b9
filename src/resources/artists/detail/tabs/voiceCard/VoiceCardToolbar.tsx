import { Stack } from '@mui/material';
import { SaveButton } from 'react-admin';
import { ResetToDefaultsButton } from '@/components/confirm/ResetToDefaultsButton';

const KEY = 'app.artists.voice_card';
const RESET_TEXTS = {
  label: `${KEY}.reset`,
  title: `${KEY}.reset_title`,
  content: `${KEY}.reset_content`,
  confirm: `${KEY}.reset_confirm`,
  done: `${KEY}.reset_done`,
  failed: `${KEY}.reset_failed`,
};

/** Save, and Reset to defaults after a confirmation (`onReset` stores the card answered). */
export const VoiceCardToolbar = ({ onReset }: { onReset: () => Promise<unknown> }) => (
  <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
    <SaveButton />
    <ResetToDefaultsButton onReset={onReset} texts={RESET_TEXTS} />
  </Stack>
);
