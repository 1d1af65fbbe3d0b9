// Uploads files into one folder of an artist's library: from the media tab (preset to the
// folder on screen) and from the overview's quick actions (preset to photos or videos).
import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaCategory, MediaFile, MediaFileType } from '../../api/types';
import { useToast } from '../toasts/useToast';
import { GuardedCancelButton } from '../guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '../guardedDialog/GuardedDialog';
import { useDialogDirty } from '../guardedDialog/guardContext';
import {
  MEDIA_FILE_TYPES,
  categoriesOf,
  categoryLabelKey,
  isCategoryOf,
  needsSubfolder,
} from './mediaCategories';
import { subfolders } from './mediaFolders';
import { useArtistMediaFiles, useInvalidateMediaFiles } from './mediaQueries';
import { FileDropZone } from './upload/FileDropZone';
import { SubfolderField } from './upload/SubfolderField';
import { UploadFileList } from './upload/UploadFileList';
import { useUploadQueue } from './upload/useUploadQueue';
import { validateUpload, type UploadIssue } from './validateUpload';

export interface MediaUploadDialogProps {
  artist: { id: number; stageName: string };
  open: boolean;
  onClose: () => void;
  /** Defaults to "Upload media". */
  title?: string;
  initialType?: MediaFileType;
  initialCategory?: MediaCategory | null;
  initialSubfolder?: string | null;
  /** After a run that stored at least one file (the media lists are refreshed already). */
  onUploaded?: (files: MediaFile[]) => void;
}

export const MediaUploadDialog = ({
  artist,
  open,
  onClose,
  title,
  ...presets
}: MediaUploadDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // The form reports chosen files and a typed folder name: closing then asks first.
  return (
    <GuardedDialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title ?? translate('app.media.upload.title')}</DialogTitle>
      {/* The Dialog unmounts its content once closed, so every opening starts afresh. */}
      <UploadForm artist={artist} onClose={onClose} {...presets} />
    </GuardedDialog>
  );
};

interface UploadFormProps extends Omit<MediaUploadDialogProps, 'open' | 'title' | 'onClose'> {
  onClose: () => void;
}

const UploadForm = ({
  artist,
  onClose,
  initialType = 'photo',
  initialCategory,
  initialSubfolder,
  onUploaded,
}: UploadFormProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const invalidate = useInvalidateMediaFiles();
  const rulesId = useId();
  const [fileType, setFileType] = useState<MediaFileType>(initialType);
  const [category, setCategory] = useState<MediaCategory | ''>(
    initialCategory && isCategoryOf(initialType, initialCategory) ? initialCategory : '',
  );
  const [subfolder, setSubfolder] = useState(initialSubfolder ?? '');
  // Messages turn red once the user has done something, not on a form they just opened.
  const [dirty, setDirty] = useState(false);
  const queue = useUploadQueue(artist.id);

  const library = useArtistMediaFiles(artist.id, fileType);
  const existingFolders = useMemo(
    () => (category ? subfolders(library.data ?? [], fileType, category).map((f) => f.name) : []),
    [library.data, fileType, category],
  );

  const pending = queue.items.filter((item) => item.status !== 'done');
  // Files not yet stored (chosen, uploading or failed) or a folder name typed would be lost; a
  // confirmed discard stops the files still on their way.
  const typedSubfolder = subfolder.trim() !== '' && subfolder !== (initialSubfolder ?? '');
  useDialogDirty(pending.length > 0 || typedSubfolder, queue.cancel);
  const validation = validateUpload({
    fileType,
    category,
    subfolder,
    files: pending.map((item) => item.file),
  });
  const fileIssues = new Map<string, UploadIssue>();
  pending.forEach((item, index) => {
    const issue = validation.perFile[index];
    if (issue) fileIssues.set(item.key, issue);
  });
  const message = (issue: UploadIssue | null) => (issue ? translate(issue.key, issue.args) : '');
  const formIssues = [validation.category, validation.subfolder, validation.files].filter(
    (issue): issue is UploadIssue => issue !== null,
  );

  const changeType = (value: MediaFileType) => {
    setDirty(true);
    setFileType(value);
    if (category && !isCategoryOf(value, category)) {
      setCategory('');
      setSubfolder('');
    }
  };
  const changeCategory = (value: MediaCategory) => {
    setDirty(true);
    if (value !== category) setSubfolder('');
    setCategory(value);
  };

  const submit = async () => {
    if (!validation.valid || !category) return;
    const result = await queue.run(
      {
        fileType,
        category,
        subcategory: needsSubfolder(category) ? subfolder.trim() : null,
      },
      pending,
    );
    if (result.uploaded.length) {
      await invalidate(artist.id);
      onUploaded?.(result.uploaded);
    }
    if (result.aborted) return;
    if (result.failed === 0) {
      toast.success('app.media.upload.uploaded', {
        messageArgs: { smart_count: result.uploaded.length },
      });
      onClose();
    } else {
      toast.error('app.media.upload.some_failed', {
        messageArgs: {
          smart_count: result.failed,
          failed: result.failed,
          total: pending.length,
        },
      });
    }
  };

  const busy = queue.busy;
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.media.upload.for_artist', { name: artist.stageName })}
        </DialogContentText>
        <Stack spacing={2.5}>
          <TextField
            select
            label={translate('app.media.upload.file_type')}
            value={fileType}
            onChange={(event) => changeType(event.target.value as MediaFileType)}
            disabled={busy}
            fullWidth
          >
            {MEDIA_FILE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`app.media.upload.type_choice.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={translate('app.media.upload.category')}
            value={category}
            onChange={(event) => changeCategory(event.target.value as MediaCategory)}
            error={dirty && !!validation.category}
            helperText={dirty ? message(validation.category) : undefined}
            disabled={busy}
            fullWidth
          >
            {categoriesOf(fileType).map((value) => (
              <MenuItem key={value} value={value}>
                {translate(categoryLabelKey(value))}
              </MenuItem>
            ))}
          </TextField>
          {category && needsSubfolder(category) && (
            <SubfolderField
              value={subfolder}
              onChange={(value) => {
                setDirty(true);
                setSubfolder(value);
              }}
              options={existingFolders}
              error={dirty && validation.subfolder ? message(validation.subfolder) : undefined}
              disabled={busy}
            />
          )}
          {category && !needsSubfolder(category) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.media.upload.smartlinks_hint')}
            </Typography>
          )}
          <FileDropZone
            fileType={fileType}
            disabled={busy}
            onFiles={(files) => {
              setDirty(true);
              queue.add(files);
            }}
          />
          <UploadFileList
            items={queue.items}
            issues={fileIssues}
            onRemove={queue.remove}
            busy={busy}
          />
          {!validation.valid && !busy && formIssues.length > 0 && (
            <Typography
              id={rulesId}
              component="div"
              variant="body2"
              sx={{ color: dirty ? 'error.main' : 'text.secondary' }}
            >
              {translate('app.media.upload.before_upload')}
              <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
                {formIssues.map((issue) => (
                  <li key={issue.key}>{message(issue)}</li>
                ))}
              </Typography>
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton>{translate('app.media.upload.cancel')}</GuardedCancelButton>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!validation.valid || busy}
          aria-describedby={!validation.valid && formIssues.length ? rulesId : undefined}
        >
          {translate(busy ? 'app.media.upload.uploading' : 'app.media.upload.submit')}
        </Button>
      </DialogActions>
    </>
  );
};
