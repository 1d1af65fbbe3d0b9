// "Import" in the top actions of the artists, songs and albums lists: opens /import/<kind>.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { importPath, isImportKind } from '../../features/catalogue-import/screen/importKinds';

export const ImportButton = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  if (!isImportKind(resource)) return null;
  return (
    <Button
      component={Link}
      to={importPath(resource)}
      size="small"
      startIcon={<UploadFileIcon />}
      aria-label={translate(`app.catalogue_import.screen.button_label.${resource}`)}
    >
      {translate('app.catalogue_import.screen.button')}
    </Button>
  );
};
