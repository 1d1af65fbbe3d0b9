import type { Theme } from '@mui/material';
import type { PostStatus } from '@/api/types';
import { POST_STATUS_LOOKS } from '../PostStatusChip';

type PaletteKey = 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'info';

export interface EventColors {
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

/** A post's colours on the calendar: those of its status chip, so a status reads the same. */
export function postStatusColors(theme: Theme, status: PostStatus): EventColors {
  const look = POST_STATUS_LOOKS[status] ?? POST_STATUS_LOOKS.generated;
  const main =
    look.color && look.color !== 'default'
      ? theme.palette[look.color as PaletteKey].main
      : theme.palette.text.secondary;
  return look.variant === 'filled'
    ? { backgroundColor: main, borderColor: main, textColor: theme.palette.getContrastText(main) }
    : { backgroundColor: theme.palette.background.paper, borderColor: main, textColor: main };
}
