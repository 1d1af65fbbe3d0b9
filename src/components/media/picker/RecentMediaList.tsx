import {
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { MediaFile } from '@/api/types';
import { MediaThumbnail } from '../library/MediaThumbnail';
import { useFileCaption } from '../library/useFileCaption';

export interface RecentMediaListProps {
  files: readonly MediaFile[];
  selectedId: number | null | undefined;
  onSelect: (file: MediaFile) => void;
  labelledBy: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

const THUMB: SxProps<Theme> = { width: 40, height: 40, borderRadius: 1, overflow: 'hidden' };

/**
 * The compact choice: each file is a toggle button named by its file name (other screens'
 * tests find files that way), pressed when it is the chosen one.
 */
export const RecentMediaList = ({
  files,
  selectedId,
  onSelect,
  labelledBy,
  disabled,
  sx,
}: RecentMediaListProps) => {
  const caption = useFileCaption();
  return (
    <List dense aria-labelledby={labelledBy} sx={{ py: 0, ...sx }}>
      {files.map((file) => {
        const selected = file.id === selectedId;
        return (
          <li key={file.id}>
            <ListItemButton
              selected={selected}
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => onSelect(file)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemAvatar sx={{ minWidth: 52 }}>
                <MediaThumbnail file={file} size={40} sx={THUMB} />
              </ListItemAvatar>
              <ListItemText
                primary={file.original_filename}
                secondary={[file.subcategory, caption(file)].filter(Boolean).join(' · ')}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
};
