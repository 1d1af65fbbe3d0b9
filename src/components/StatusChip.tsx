import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** How a status reads at a glance: its palette colour, and filled or outlined. */
export type StatusLook = Pick<ChipProps, 'color' | 'variant'>;

const UNKNOWN: StatusLook = { color: 'default', variant: 'outlined' };

export interface StatusChipProps<S extends string> {
  status: S;
  looks: Record<S, StatusLook>;
  /** The i18n key of a status's name; a status the app does not know shows as sent. */
  labelKey: (status: S) => string;
}

/** A record's status as a small badge: artists, songs and albums, posts, materials, requests. */
export function StatusChip<S extends string>({ status, looks, labelKey }: StatusChipProps<S>) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      {...(looks[status] ?? UNKNOWN)}
      label={translate(labelKey(status), { _: status })}
    />
  );
}
