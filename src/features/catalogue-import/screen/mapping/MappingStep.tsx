// Step 2: one table row per column of the file, its header as written, a few of its values and
// the field it fills (guessed, changeable by hand). Notes say which columns are ignored, and
// which two fields a row needs one of (an artist's phone or cellphone); a required field left
// out or a field chosen twice keeps the dry run closed, and says so.
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { ColumnMapping, IgnoredColumn } from '../../mapping/guessMapping';
import {
  IMPORT_FIELDS,
  ONE_OF_TWO_REQUIRED,
  REQUIRED_FIELDS,
  type ImportField,
  type ImportKind,
} from '../../mapping/importFields';
import type { LoadedFile } from '../file/FileStep';
import { fieldLabelKey } from '../../importKinds';
import { StepHeading } from '../StepHeading';
import { mappingProblems, stillIgnored } from './mappingProblems';

export interface MappingStepProps {
  kind: ImportKind;
  file: LoadedFile;
  mapping: ColumnMapping<ImportKind>;
  ignored: readonly IgnoredColumn[];
  onChange: (mapping: ColumnMapping<ImportKind>) => void;
  onBack: () => void;
  onNext: () => void;
}

const KEY = 'app.catalogue_import';
const IGNORE = '';
const SAMPLES = 3;

export const MappingStep = (props: MappingStepProps) => {
  const { kind, file, mapping, ignored, onChange, onBack, onNext } = props;
  const translate = useTranslate();
  const fieldName = (field: string) => translate(fieldLabelKey(kind, field));
  const problems = mappingProblems(kind, mapping);
  const notes = stillIgnored(ignored, mapping);
  const blocked = problems.missing.length > 0 || problems.chosenTwice.length > 0;
  const required: readonly string[] = REQUIRED_FIELDS[kind];
  const fields: readonly ImportField[] = IMPORT_FIELDS[kind];
  // Not required one by one, so the mapping lets either be left out; a row with neither is
  // refused at the dry run, which the hint says before the user gets there.
  const oneOfTwo: readonly string[] = ONE_OF_TWO_REQUIRED[kind];
  const [first, second] = oneOfTwo;
  const optionName = (option: string) => {
    if (required.includes(option)) {
      return translate(`${KEY}.columns.required`, { field: fieldName(option) });
    }
    if (oneOfTwo.includes(option)) {
      return translate(`${KEY}.columns.one_of_two_required`, { field: fieldName(option) });
    }
    return fieldName(option);
  };

  const choose = (column: number, value: string) => {
    const field = fields.find((candidate) => candidate === value) ?? null;
    onChange(mapping.map((current, index) => (index === column ? field : current)));
  };

  return (
    <Stack spacing={2}>
      <StepHeading focus>{translate(`${KEY}.screen.steps.mapping`)}</StepHeading>
      {notes.length > 0 && (
        <Alert severity="info">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {notes.map((note) => (
              <li key={note.column}>
                {translate(`${KEY}.mapping.ignored_${note.reason}`, { header: note.header })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {first && second && (
        <Alert severity="info">
          {translate(`${KEY}.mapping.one_of_two_hint`, {
            first: fieldName(first),
            second: fieldName(second),
          })}
        </Alert>
      )}
      <TableContainer>
        <Table size="small">
          <Typography component="caption" sx={visuallyHidden}>
            {translate(`${KEY}.columns.caption`, { name: file.name })}
          </Typography>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${KEY}.columns.column`)}</TableCell>
              <TableCell>{translate(`${KEY}.columns.samples`)}</TableCell>
              <TableCell>{translate(`${KEY}.columns.field`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {file.parsed.headers.map((header, column) => {
              const field = mapping[column] ?? null;
              const twice = field !== null && problems.chosenTwice.includes(field);
              const samples = samplesOf(file.parsed.rows, column);
              return (
                <TableRow key={column}>
                  <TableCell component="th" scope="row">
                    {header}
                  </TableCell>
                  <TableCell>
                    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                      {samples.map((sample, index) => (
                        <Typography key={index} component="li" variant="body2" noWrap>
                          {sample}
                        </Typography>
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={field ?? IGNORE}
                      onChange={(event) => choose(column, event.target.value)}
                      error={twice}
                      helperText={
                        twice
                          ? translate(`${KEY}.columns.chosen_twice`, { field: fieldName(field) })
                          : undefined
                      }
                      slotProps={{
                        select: { native: true },
                        htmlInput: {
                          'aria-label': translate(`${KEY}.columns.field_label`, { header }),
                        },
                      }}
                    >
                      <option value={IGNORE}>{translate(`${KEY}.columns.ignore`)}</option>
                      {fields.map((option) => (
                        <option key={option} value={option}>
                          {optionName(option)}
                        </option>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.missing.length > 0 && (
        <Alert severity="error">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.missing.map((missing) => (
              <li key={missing}>
                {translate(`${KEY}.mapping.missing_required`, { field: fieldName(missing) })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{translate(`${KEY}.columns.back`)}</Button>
        <Button variant="contained" disabled={blocked} onClick={onNext}>
          {translate(`${KEY}.columns.next`)}
        </Button>
      </Stack>
    </Stack>
  );
};

/** The first few non-blank values of a column (without reading a large file to its end). */
function samplesOf(rows: readonly string[][], column: number): string[] {
  const samples: string[] = [];
  for (const row of rows) {
    const value = (row[column] ?? '').trim();
    if (value) samples.push(value);
    if (samples.length === SAMPLES) break;
  }
  return samples;
}
