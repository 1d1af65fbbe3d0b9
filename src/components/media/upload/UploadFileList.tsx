import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import {
  Box,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatFileSize } from '../fileSize';
import type { UploadIssue } from '../validateUpload';
import type { UploadItem } from './useUploadQueue';

export interface UploadFileListProps {
  items: readonly UploadItem[];
  /** What is wrong with a file that is still to go (type, size), by item key. */
  issues: ReadonlyMap<string, UploadIssue>;
  onRemove: (key: string) => void;
  busy: boolean;
}

const STATUS_ICON = {
  ready: <InsertDriveFileIcon />,
  uploading: <InsertDriveFileIcon color="primary" />,
  done: <CheckCircleIcon color="success" />,
  failed: <ErrorIcon color="error" />,
};

/** The chosen files, each with its size, state, progress bar and problem. */
export const UploadFileList = ({ items, issues, onRemove, busy }: UploadFileListProps) => {
  const translate = useTranslate();
  const formatSize = useFormatFileSize();
  if (!items.length) return null;

  return (
    <List dense aria-label={translate('app.media.upload.files')} sx={{ py: 0 }}>
      {items.map((item) => {
        const name = item.file.name;
        const issue = item.status === 'done' ? undefined : issues.get(item.key);
        const problem = item.error
          ? translate(item.error, { _: item.error })
          : issue && translate(issue.key, issue.args);
        const removable = !busy && item.status !== 'done';
        return (
          <ListItem
            key={item.key}
            divider
            secondaryAction={
              removable && (
                <IconButton
                  edge="end"
                  aria-label={translate('app.media.upload.remove_file', { name })}
                  onClick={() => onRemove(item.key)}
                >
                  <CloseIcon />
                </IconButton>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
              {problem ? STATUS_ICON.failed : STATUS_ICON[item.status]}
            </ListItemIcon>
            <ListItemText
              primary={name}
              slotProps={{
                primary: { noWrap: true, title: name },
                secondary: { component: 'div' },
              }}
              secondary={
                <>
                  <Typography variant="caption" component="span">
                    {formatSize(item.file.size)} ·{' '}
                    {translate(`app.media.upload.status.${item.status}`)}
                  </Typography>
                  {problem && (
                    <Typography variant="caption" component="p" sx={{ color: 'error.main' }}>
                      {problem}
                    </Typography>
                  )}
                  {item.status === 'uploading' && (
                    <Box sx={{ pt: 0.5 }}>
                      <LinearProgress
                        variant="determinate"
                        value={Math.round(item.progress * 100)}
                        aria-label={translate('app.media.upload.progress', { name })}
                      />
                    </Box>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
};
