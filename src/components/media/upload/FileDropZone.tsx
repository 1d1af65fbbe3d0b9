import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaFileType } from '@/api/types';
import { acceptOf } from '../mediaMime';
import { MAX_UPLOAD_MB } from '../validateUpload';

export interface FileDropZoneProps {
  fileType: MediaFileType;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Ties the zone to the message about it ("Select at least one file"). */
  describedBy?: string;
}

/**
 * Files come by drag and drop or from the picker the button opens. Dropped files are not
 * filtered by `accept`, so the dialog's type check still has to run on every file.
 */
export const FileDropZone = ({ fileType, onFiles, disabled, describedBy }: FileDropZoneProps) => {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      role="group"
      aria-label={translate('app.media.upload.drop_zone')}
      aria-describedby={describedBy}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <CloudUploadIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography>{translate('app.media.upload.drop_here')}</Typography>
      <Button variant="outlined" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {translate('app.media.upload.choose_files')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={acceptOf(fileType)}
        aria-label={translate('app.media.upload.files')}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again after removing it must fire a change again.
          event.target.value = '';
        }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {translate(`app.media.upload.accepted.${fileType}`, { limit: MAX_UPLOAD_MB[fileType] })}
      </Typography>
    </Box>
  );
};
