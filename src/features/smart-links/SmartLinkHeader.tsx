import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { SaveButton, useTranslate } from 'react-admin';
import { ScreenHeader } from '../../components/ScreenHeader';
import type { SmartLinkFormValues } from './model/formValues';
import { usePreviewPublicPage } from './usePreviewPublicPage';
import type { SaveOutcome } from './useSmartLinkSave';

export interface SmartLinkHeaderProps {
  save: (values: SmartLinkFormValues) => Promise<SaveOutcome>;
  /** The artist's link is still loading (or failed to): nothing to save yet. */
  disabled: boolean;
}

/** The title with Preview and Save Changes (spec 02 §2). */
export const SmartLinkHeader = ({ save, disabled }: SmartLinkHeaderProps) => {
  const translate = useTranslate();
  const preview = usePreviewPublicPage(save);
  const [previewing, setPreviewing] = useState(false);

  const openPreview = async () => {
    setPreviewing(true);
    try {
      await preview();
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <ScreenHeader title={translate('app.smart_links.title')}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          onClick={() => void openPreview()}
          loading={previewing}
          disabled={disabled}
        >
          {translate('app.smart_links.preview_button')}
        </Button>
        {/* Always offered: the spec's "Please select an artist" and "Please enter a slug" are
            what a press says when they are missing. */}
        <SaveButton label="app.smart_links.save" alwaysEnable={!disabled} disabled={disabled} />
      </Stack>
    </ScreenHeader>
  );
};
