import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { downloadCSV, useLocaleState, useTranslate } from 'react-admin';
import type { ImportKind } from '../../mapping/importFields';
import { templateCsv } from '../../template/templateCsv';

// Spreadsheets read a CSV as UTF-8 only when it starts with the byte order mark.
const UTF8_BOM = '\ufeff';

export const TemplateButton = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const download = () =>
    downloadCSV(
      UTF8_BOM + templateCsv(kind, translate, locale),
      translate('app.catalogue_import.file.template_name', { kind }),
    );
  return (
    <Button startIcon={<DownloadIcon />} onClick={download}>
      {translate('app.catalogue_import.file.template')}
    </Button>
  );
};
