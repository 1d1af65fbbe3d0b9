// Chooses one file of an artist's media library (song audio, album cover, backgrounds): a
// compact list of at most 5 recent files, and a full browser with folders for the rest.
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaCategory, MediaFile, MediaFileType } from '../../api/types';
import { useLoadFailureToast } from '../toasts/useLoadFailureToast';
import { MediaBrowserDialog } from './MediaBrowserDialog';
import { sortNewestFirst } from './mediaFolders';
import { useArtistMediaFiles } from './mediaQueries';
import { ChosenMediaFile } from './picker/ChosenMediaFile';
import { RecentMediaList } from './picker/RecentMediaList';

/** The spec's limit for the library list shown in forms (spec 2, "Select media from library"). */
export const RECENT_FILES_SHOWN = 5;

export interface MediaLibraryFieldProps {
  artistId: number;
  fileType: MediaFileType;
  /** Only files of this category (e.g. master-recordings for song audio). */
  category?: MediaCategory;
  /** The chosen media file id. */
  value: number | null | undefined;
  onChange: (file: MediaFile | null) => void;
  label: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

export const MediaLibraryField = ({
  artistId,
  fileType,
  category,
  value,
  onChange,
  label,
  helperText,
  error,
  disabled,
}: MediaLibraryFieldProps) => {
  const translate = useTranslate();
  const recentId = useId();
  const helperId = useId();
  const [browsing, setBrowsing] = useState(false);
  const { data, error: loadError, isPending } = useArtistMediaFiles(artistId, fileType);
  useLoadFailureToast([loadError], 'app.media.load_error');

  const matching = sortNewestFirst(
    (data ?? []).filter((file) => !category || file.category === category),
  );
  const recent = matching.slice(0, RECENT_FILES_SHOWN);
  const chosen = (data ?? []).find((file) => file.id === value) ?? null;

  const library = () => {
    if (isPending) {
      return (
        <Stack spacing={1} role="status" aria-label={translate('app.media.loading')}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      );
    }
    if (!data) {
      return (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {translate('app.media.load_error')}
        </Typography>
      );
    }
    if (!matching.length) {
      return (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.media.picker.empty')}
        </Typography>
      );
    }
    return (
      <RecentMediaList
        files={recent}
        selectedId={value}
        onSelect={onChange}
        labelledBy={recentId}
        disabled={disabled}
      />
    );
  };

  return (
    <>
      <FormControl
        component="fieldset"
        error={error}
        disabled={disabled}
        fullWidth
        aria-describedby={helperText ? helperId : undefined}
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 2,
          pb: 1.5,
          pt: 0.5,
          m: 0,
          minWidth: 0,
        }}
      >
        <FormLabel component="legend" sx={{ px: 0.5, typography: 'body2' }}>
          {label}
        </FormLabel>
        <Stack spacing={1.5}>
          <ChosenMediaFile
            file={chosen}
            loading={isPending && value !== null && value !== undefined}
            onClear={() => onChange(null)}
            disabled={disabled}
          />
          <Typography
            id={recentId}
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.5 }}
          >
            {translate('app.media.picker.recent')}
          </Typography>
          {library()}
          <Button
            variant="outlined"
            size="small"
            startIcon={<FolderOpenIcon />}
            onClick={() => setBrowsing(true)}
            disabled={disabled || !matching.length}
            aria-haspopup="dialog"
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.media.picker.browse')}
          </Button>
        </Stack>
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
      <MediaBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        artistId={artistId}
        fileType={fileType}
        category={category}
        onSelect={onChange}
      />
    </>
  );
};
