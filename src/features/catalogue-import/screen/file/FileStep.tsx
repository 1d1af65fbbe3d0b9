// Step 1: the template, then the file, read in a worker. A file that cannot be used says why
// (which rows, what problem) and another can be chosen at once.
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportKind } from '../../mapping/importFields';
import type { ParsedCsv } from '../../parse/parseCsv';
import { CsvReadError, parseCsvFile } from '../../parse/parseCsvFile';
import { StepHeading } from '../StepHeading';
import { CsvDropZone } from './CsvDropZone';
import { TemplateButton } from './TemplateButton';

export interface LoadedFile {
  name: string;
  parsed: ParsedCsv;
}

export interface FileStepProps {
  kind: ImportKind;
  file: LoadedFile | null;
  onFile: (file: LoadedFile) => void;
  onNext: () => void;
  focusHeading: boolean;
}

const KEY = 'app.catalogue_import';

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Whether the rows of `parsed` can go on to the columns step. */
const usable = (parsed: ParsedCsv) => parsed.rows.length > 0 && parsed.problems.length === 0;

export const FileStep = ({ kind, file, onFile, onNext, focusHeading }: FileStepProps) => {
  const translate = useTranslate();
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = async (chosen: File) => {
    setError(null);
    if (!isCsv(chosen)) {
      setError(translate(`${KEY}.file.not_csv`, { name: chosen.name }));
      return;
    }
    setReading(chosen.name);
    try {
      onFile({ name: chosen.name, parsed: await parseCsvFile(chosen) });
    } catch (failure) {
      const reason = failure instanceof CsvReadError ? failure.message : String(failure);
      setError(translate(`${KEY}.parse.read_failed`, { reason }));
    } finally {
      setReading(null);
    }
  };

  return (
    <Stack spacing={2}>
      <StepHeading focus={focusHeading}>{translate(`${KEY}.screen.steps.file`)}</StepHeading>
      <Typography variant="body2">{translate(`${KEY}.file.format_hint`)}</Typography>
      <Box>
        <TemplateButton kind={kind} />
      </Box>
      <CsvDropZone onFile={(chosen) => void read(chosen)} disabled={reading !== null} />
      <Box aria-live="polite">
        {reading && <Typography>{translate(`${KEY}.file.reading`, { name: reading })}</Typography>}
        {error && <Alert severity="error">{error}</Alert>}
        {!reading && !error && file && <FileSummary file={file} />}
      </Box>
      <Box>
        <Button
          variant="contained"
          disabled={!file || !usable(file.parsed) || reading !== null || error !== null}
          onClick={onNext}
        >
          {translate(`${KEY}.file.next`)}
        </Button>
      </Box>
    </Stack>
  );
};

const FileSummary = ({ file }: { file: LoadedFile }) => {
  const translate = useTranslate();
  const { parsed, name } = file;
  if (parsed.problems.length > 0) {
    return (
      <Alert severity="error">
        <AlertTitle>{translate(`${KEY}.file.problems_title`, { name })}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {parsed.problems.map((problem, index) => (
            <li key={index}>
              {translate(`${KEY}.parse.${problem.code}`, { line: problem.line ?? '' })}
            </li>
          ))}
        </Box>
      </Alert>
    );
  }
  if (parsed.headers.length === 0) {
    return <Alert severity="error">{translate(`${KEY}.parse.empty`)}</Alert>;
  }
  if (parsed.rows.length === 0) {
    return <Alert severity="error">{translate(`${KEY}.file.only_headers`)}</Alert>;
  }
  return (
    <Alert severity="success">
      {translate(`${KEY}.file.chosen`, {
        name,
        smart_count: parsed.rows.length,
        rows: parsed.rows.length,
        columns: parsed.headers.length,
      })}
    </Alert>
  );
};
