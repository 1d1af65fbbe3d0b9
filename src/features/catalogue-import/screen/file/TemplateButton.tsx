import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { downloadCsv } from '@/lib/csv/downloadCsv';
import type { ImportKind } from '../../mapping/importFields';
import { templateCsv } from '../../template/templateCsv';

export const TemplateButton = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const download = () =>
    downloadCsv(
      templateCsv(kind, translate, locale),
      translate('app.catalogue_import.file.template_name', {
        kind: translate(`resources.${kind}.name`, { smart_count: 2 }),
      }),
    );
  return (
    <Button startIcon={<DownloadIcon />} onClick={download}>
      {translate('app.catalogue_import.file.template')}
    </Button>
  );
};
