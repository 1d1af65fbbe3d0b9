import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLoadFailureToast } from '../../components/toasts/useLoadFailureToast';
import { SettingsForm } from './SettingsForm';
import { toFormValues } from './settingsValues';
import { useSettings, useSettingsWrites } from './useSettings';

/** /settings (spec 02 §2): system-wide settings in four tabs, saved together. */
const SettingsScreen = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch, isRefetching } = useSettings();
  const writes = useSettingsWrites();
  useLoadFailureToast([error], 'app.settings.load_failed');
  const record = useMemo(() => (data ? toFormValues(data) : undefined), [data]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.settings.title" />
      <CardContent>
        {record ? (
          <SettingsForm record={record} writes={writes} />
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
            <Typography variant="h5" component="h1">
              {translate('app.settings.title')}
            </Typography>
            {isPending ? (
              <Typography role="status">{translate('app.settings.loading')}</Typography>
            ) : (
              <>
                <Typography color="error">{translate('app.settings.load_failed')}</Typography>
                <Button variant="outlined" onClick={() => void refetch()} loading={isRefetching}>
                  {translate('app.retry')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export default SettingsScreen;
