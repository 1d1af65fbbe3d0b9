import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenQuickAction, type QuickAction } from '../../quickActions/quickActionsContext';
import { SectionCard } from '@/components/detail/SectionCard';

const ACTIONS: { action: QuickAction; labelKey: string; icon: ReactNode }[] = [
  { action: 'add-song', labelKey: 'add_song', icon: <MusicNoteIcon /> },
  { action: 'create-album', labelKey: 'create_album', icon: <LibraryAddIcon /> },
  { action: 'upload-photos', labelKey: 'upload_photos', icon: <AddPhotoAlternateIcon /> },
  { action: 'upload-videos', labelKey: 'upload_videos', icon: <VideoCallIcon /> },
];

export const QuickActions = () => {
  const translate = useTranslate();
  const open = useOpenQuickAction();
  return (
    <SectionCard title={translate('app.artists.detail.overview.quick_actions')}>
      <Stack spacing={1}>
        {ACTIONS.map(({ action, labelKey, icon }) => (
          <Button
            key={action}
            variant="outlined"
            startIcon={icon}
            onClick={() => open(action)}
            aria-haspopup="dialog"
            sx={{ justifyContent: 'flex-start' }}
          >
            {translate(`app.artists.detail.actions.${labelKey}`)}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
};
