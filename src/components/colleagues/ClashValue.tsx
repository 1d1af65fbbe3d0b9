import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isEmptyValue, isPlainObject } from '../../lib/merge';
import { useFormatNumber } from '../../lib/numbers';
import type { FieldText } from './fieldText';

const NAME_KEYS = ['name', 'label', 'title', 'stageName', 'platform', 'language'] as const;

function nameOf(value: Record<string, unknown>): string | undefined {
  for (const key of NAME_KEYS) if (typeof value[key] === 'string') return value[key];
  return undefined;
}

/** One version of a field, as text a person can read: never an id list or raw JSON. */
export const ClashValue = ({
  path,
  value,
  text,
}: {
  path: readonly string[];
  value: unknown;
  text: FieldText;
}) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const custom = text.formatValue?.(path, value);
  if (custom !== undefined) return <>{custom}</>;

  const show = (item: unknown): ReactNode => {
    if (isEmptyValue(item)) return translate('app.colleagues.value.empty');
    if (typeof item === 'boolean') return translate(`app.colleagues.value.${item ? 'yes' : 'no'}`);
    if (typeof item === 'number') return formatNumber(item);
    if (typeof item === 'string') return item;
    if (Array.isArray(item)) return item.map((x) => String(show(x))).join(', ');
    if (isPlainObject(item)) {
      const name = nameOf(item);
      if (name) return name;
      return Object.entries(item)
        .filter(([, v]) => !isEmptyValue(v))
        .map(([k, v]) => translate('app.label_value', { label: k, value: String(show(v)) }))
        .join(' · ');
    }
    return String(item);
  };

  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {value === undefined ? (
        <Box component="em">{translate('app.colleagues.value.removed')}</Box>
      ) : (
        show(value)
      )}
    </Typography>
  );
};
