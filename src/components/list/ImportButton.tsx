// "Import" in the top actions of the artists, songs and albums lists: opens the import of the
// list's records, whose address the list gives (it knows the import screen's paths.ts; shared
// parts know no screen).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export const ImportButton = ({ to }: { to: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Button
      component={Link}
      to={to}
      size="small"
      startIcon={<UploadFileIcon />}
      aria-label={translate(`app.catalogue_import.screen.button_label.${resource}`)}
    >
      {translate('app.catalogue_import.screen.button')}
    </Button>
  );
};
