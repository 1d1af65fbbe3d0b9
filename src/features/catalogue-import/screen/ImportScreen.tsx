// /import/:kind: the catalogue import of artists, songs or albums. An import not yet dismissed
// (going on, cut short by a reload, or ended with its report to read) opens on its progress;
// otherwise the file, its columns, then the dry run.
import { Alert, Box, LinearProgress, Paper } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ScreenHeader } from '@/components/ScreenHeader';
import type { ImportKind } from '../mapping/importFields';
import { ImportRunPanel, keptImport } from '../run';
import { ImportWizard } from './ImportWizard';
import { isImportKind } from '../importKinds';

const ImportScreen = () => {
  const { kind } = useParams();
  const translate = useTranslate();
  if (!isImportKind(kind)) {
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="warning">
          {translate('app.catalogue_import.screen.unknown_kind', { kind: kind ?? '' })}
        </Alert>
      </Box>
    );
  }
  // A new kind is a new import: nothing of the other kind's file carries over.
  return <ImportOfKind key={kind} kind={kind} />;
};

const ImportOfKind = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // undefined while the browser's storage is read.
  const [jobId, setJobId] = useState<string | null | undefined>(undefined);
  // Started here, the run replaces the wizard the user is in: it takes the focus over.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let current = true;
    void keptImport(kind).then((kept) => {
      if (current) setJobId((known) => (known === undefined ? kept : known));
    });
    return () => {
      current = false;
    };
  }, [kind]);
  const title = `app.catalogue_import.screen.title.${kind}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <ScreenHeader title={translate(title)} />
      {jobId === undefined ? (
        <LinearProgress aria-label={translate('app.catalogue_import_run.loading')} />
      ) : jobId ? (
        // The same frame as the steps before it: the run is the import's last step.
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ImportRunPanel jobId={jobId} onClose={() => navigate(`/${kind}`)} takeFocus={started} />
        </Paper>
      ) : (
        <ImportWizard
          kind={kind}
          onStarted={(id) => {
            setStarted(true);
            setJobId(id);
          }}
        />
      )}
    </Box>
  );
};

export default ImportScreen;
