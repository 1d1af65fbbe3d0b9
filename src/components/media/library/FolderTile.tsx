import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface FolderTileProps {
  label: string;
  count: number;
  onOpen: () => void;
  /** A menu button beside the folder (rename); outside the open button, not nested in it. */
  actions?: ReactNode;
}

export const FolderTile = ({ label, count, onOpen, actions }: FolderTileProps) => {
  const translate = useTranslate();
  const Icon = count ? FolderIcon : FolderOpenIcon;
  const countText = translate('app.media.library.file_count', { smart_count: count });
  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <CardActionArea
        onClick={onOpen}
        // Said as one phrase, "Album covers, 3 files", rather than the two lines run together.
        aria-label={`${label}, ${countText}`}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 1.5,
        }}
      >
        <Icon aria-hidden sx={{ color: count ? 'primary.main' : 'action.disabled' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={label} sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {countText}
          </Typography>
        </Box>
      </CardActionArea>
      {actions && <Box sx={{ pr: 0.5 }}>{actions}</Box>}
    </Card>
  );
};
