// The full media browser behind "Browse library": the artist's folders of one file type,
// a file chosen among them, and "Select File" to take it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaCategory, MediaFile, MediaFileType } from '../../api/types';
import { useLoadFailureToast } from '../toasts/useLoadFailureToast';
import { MediaFileTile } from './library/MediaFileTile';
import { MediaFolderView } from './library/MediaFolderView';
import { TileGrid } from './library/TileGrid';
import { categoriesOf } from './mediaCategories';
import { ROOT, type MediaPath } from './mediaFolders';
import { useArtistMediaFiles } from './mediaQueries';

export interface MediaBrowserDialogProps {
  open: boolean;
  onClose: () => void;
  artistId: number;
  fileType: MediaFileType;
  /** Only this category's folder is offered, and the browser opens inside it. */
  category?: MediaCategory;
  onSelect: (file: MediaFile) => void;
  /** Texts of a caller that names the picker after its use, e.g. "Select Post Image". */
  title?: string;
  selectLabel?: string;
}

export const MediaBrowserDialog = ({ open, onClose, title, ...props }: MediaBrowserDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title ?? translate('app.media.browser.title')}</DialogTitle>
      {/* Unmounted while closed: each opening starts at the top with nothing chosen. */}
      <BrowserBody onClose={onClose} {...props} />
    </Dialog>
  );
};

const BrowserBody = ({
  onClose,
  artistId,
  fileType,
  category,
  onSelect,
  selectLabel,
}: Omit<MediaBrowserDialogProps, 'open' | 'title'>) => {
  const translate = useTranslate();
  const statusId = useId();
  const [path, setPath] = useState<MediaPath>(category ? { category, subfolder: null } : ROOT);
  const [chosen, setChosen] = useState<MediaFile | null>(null);
  const { data, error, isPending } = useArtistMediaFiles(artistId, fileType);
  useLoadFailureToast([error], 'app.media.load_error');

  const files = (data ?? []).filter((file) => !category || file.category === category);

  const body = () => {
    if (isPending) return <Typography role="status">{translate('app.media.loading')}</Typography>;
    if (!data) return <Typography color="error">{translate('app.media.load_error')}</Typography>;
    if (!files.length) return <Typography>{translate('app.media.browser.empty')}</Typography>;
    return (
      <MediaFolderView
        fileType={fileType}
        files={files}
        categories={category ? [category] : categoriesOf(fileType)}
        path={path}
        onNavigate={setPath}
        renderFiles={(shown) => (
          <TileGrid label={translate('app.media.library.files')} minTileWidth={150}>
            {shown.map((file) => (
              <MediaFileTile
                key={file.id}
                file={file}
                selected={chosen?.id === file.id}
                onClick={setChosen}
              />
            ))}
          </TileGrid>
        )}
      />
    );
  };

  return (
    <>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {body()}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Typography
          id={statusId}
          role="status"
          variant="body2"
          noWrap
          sx={{ flex: 1, color: 'text.secondary' }}
        >
          {chosen
            ? translate('app.media.browser.chosen', { name: chosen.original_filename })
            : translate('app.media.browser.nothing_chosen')}
        </Typography>
        <Button onClick={onClose}>{translate('app.media.browser.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          aria-describedby={statusId}
          onClick={() => {
            if (!chosen) return;
            onSelect(chosen);
            onClose();
          }}
        >
          {selectLabel ?? translate('app.media.browser.select')}
        </Button>
      </DialogActions>
    </>
  );
};
