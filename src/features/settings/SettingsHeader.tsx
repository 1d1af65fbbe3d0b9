import { Stack } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ResetToDefaultsButton } from '../../components/confirm/ResetToDefaultsButton';

const RESET_TEXTS = {
  label: 'app.settings.reset',
  title: 'app.settings.reset_title',
  content: 'app.settings.reset_content',
  confirm: 'app.settings.reset_confirm',
  done: 'app.settings.reset_done',
  failed: 'app.settings.reset_failed',
};

/**
 * The title with Reset to Defaults (asked first) and Save Settings, which is offered only once
 * something changed (react-admin's SaveButton follows the form's dirty state).
 */
export const SettingsHeader = ({ onReset }: { onReset: () => Promise<unknown> }) => {
  const translate = useTranslate();
  return (
    <ScreenHeader title={translate('app.settings.title')}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ResetToDefaultsButton onReset={onReset} texts={RESET_TEXTS} />
        <SaveButton label="app.settings.save" />
      </Stack>
    </ScreenHeader>
  );
};
