import {
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { ImportKind } from '../../mapping/importFields';
import type { ImportPlan, PlannedRow } from '../../run/importPlan';
import { fieldLabelKey } from '../../importKinds';
import { EXISTING_PATH, reasonsOf } from './reportRows';

const KEY = 'app.catalogue_import.report';
const PER_PAGE = 25;

export interface ReportTableProps {
  kind: ImportKind;
  plan: ImportPlan;
  rows: readonly PlannedRow[];
  /** The file's column holding the row's main value (MAIN_FIELD), if one does. */
  mainColumn: number | null;
}

export const ReportTable = ({ kind, plan, rows, mainColumn }: ReportTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const fieldName = (field: string) => translate(fieldLabelKey(kind, field), { _: field });

  return (
    <Box>
      <TableContainer>
        <Table size="small">
          <Typography component="caption" sx={visuallyHidden}>
            {translate(`${KEY}.caption`, { name: plan.fileName })}
          </Typography>
          <TableHead>
            <TableRow>
              <TableCell align="right">{translate(`${KEY}.line`)}</TableCell>
              <TableCell>{translate(`${KEY}.value.${kind}`)}</TableCell>
              <TableCell>{translate(`${KEY}.fate`)}</TableCell>
              <TableCell>{translate(`${KEY}.reasons`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate(`${KEY}.no_rows`)}</TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell align="right">{row.line}</TableCell>
                <TableCell component="th" scope="row">
                  {mainColumn === null ? '' : (row.cells[mainColumn] ?? '')}
                </TableCell>
                <TableCell>{translate(`${KEY}.fates.${row.fate}`)}</TableCell>
                <TableCell>
                  <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                    {reasonsOf(row).map((reason, index) => {
                      const text = translate(reason.message, reason.args);
                      return (
                        <li key={index}>
                          {reason.field
                            ? translate(`${KEY}.field_reason`, {
                                field: fieldName(reason.field),
                                reason: text,
                              })
                            : text}
                        </li>
                      );
                    })}
                    {row.fate === 'duplicate' && row.existingId !== undefined && (
                      <li>
                        <MuiLink component={Link} to={EXISTING_PATH[kind](row.existingId)}>
                          {translate(`${KEY}.open_existing`, { id: row.existingId })}
                        </MuiLink>
                      </li>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </Box>
  );
};
