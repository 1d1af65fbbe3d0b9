import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Chip,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../api/types';
import { useRelativeTime } from '../../lib/relativeTime';
import { priorityColor } from './priority';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (id: number) => void;
  deleting?: boolean;
}

/** One notification: unread dot, title, priority, message, age; click opens, bin deletes. */
export const NotificationItem = ({
  notification,
  onOpen,
  onDelete,
  deleting = false,
}: NotificationItemProps) => {
  const translate = useTranslate();
  const relativeTime = useRelativeTime();
  const { title, message, priority, is_read: isRead, created_at: createdAt } = notification;
  const color = priorityColor(priority);
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={translate('app.notifications.delete')}
          disabled={deleting}
          onClick={() => onDelete(notification.id)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          bgcolor: isRead ? undefined : 'action.hover',
          borderLeft: 4,
          borderLeftColor: color === 'default' ? 'transparent' : `${color}.main`,
        }}
      >
        <Box sx={{ width: 10, flexShrink: 0, pt: 0.75 }}>
          {!isRead && (
            <Box
              role="img"
              aria-label={translate('app.notifications.unread')}
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
            />
          )}
        </Box>
        <ListItemText
          disableTypography
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                variant="subtitle2"
                component="span"
                sx={{ fontWeight: isRead ? 400 : 700 }}
              >
                {title}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={color}
                label={translate(`app.notifications.priority.${priority}`, { _: priority })}
                // Orange text on white fails WCAG AA; the border and the strip carry the colour.
                sx={{ color: 'text.primary' }}
              />
            </Stack>
          }
          secondary={
            <>
              <Typography variant="body2" color="text.secondary">
                {message}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="time"
                dateTime={createdAt}
              >
                {relativeTime(createdAt)}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
};
