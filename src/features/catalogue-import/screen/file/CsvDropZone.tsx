// A file is chosen with the button (keyboard and pointer) or dropped on the area around it.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled: boolean;
}

export const CsvDropZone = ({ onFile, disabled }: CsvDropZoneProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const chooseLabel = translate('app.catalogue_import.file.choose');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
      }}
    >
      {/* Waiting, not disabled: a disabled button drops the keyboard's focus to <body> while the
          file is read. It looks disabled and does nothing until the file is read. */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        aria-disabled={disabled || undefined}
        className={disabled ? 'Mui-disabled' : undefined}
        onClick={() => {
          if (!disabled) input.current?.click();
        }}
      >
        {chooseLabel}
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {translate('app.catalogue_import.file.drop_hint')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={chooseLabel}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
};
