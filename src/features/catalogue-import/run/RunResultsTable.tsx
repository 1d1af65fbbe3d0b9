import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { albumPath } from '@/resources/albums/paths';
import { artistPath } from '@/resources/artists/paths';
import { songPath } from '@/resources/songs/paths';
import type { ImportKind } from '../mapping/importFields';
import { reasonsText } from './refusedRowsCsv';
import { rowResults } from './rowResults';
import type { RunSnapshot } from './runner';
import { runText } from './runMessages';

const RECORD_PATH: Record<ImportKind, (id: number | string) => string> = {
  artists: (id) => artistPath(id),
  songs: (id) => songPath(id),
  albums: (id) => albumPath(id),
};

/** Every row of the file with what became of it, a page at a time. */
export function RunResultsTable({ snapshot }: { snapshot: RunSnapshot }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { plan, state } = snapshot;
  const count = plan.rows.length;
  const shownPage = Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1));
  // Only the page shown is worked out: a 20,000-row run redraws as often as its rows settle.
  const shown = useMemo(
    () => rowResults(plan, state, shownPage * perPage, (shownPage + 1) * perPage),
    [plan, state, shownPage, perPage],
  );
  return (
    <>
      <TableContainer>
        <Table size="small">
          <caption>{translate(runText('table.caption'))}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate(runText('table.line'))}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate(runText(`table.value.${plan.kind}`))}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate(runText('table.result'))}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate(runText('table.details'))}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell component="th" scope="row">
                  {row.value}
                </TableCell>
                <TableCell>{translate(runText(`results.${row.result}`))}</TableCell>
                <TableCell>
                  {row.createdId !== undefined ? (
                    <MuiLink component={Link} to={RECORD_PATH[plan.kind](row.createdId)}>
                      {translate(runText('table.open'), { id: row.createdId })}
                    </MuiLink>
                  ) : (
                    reasonsText(translate, plan, row.reasons)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={shownPage}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 100]}
        onPageChange={(_event, next: number) => setPage(next)}
        onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement>) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
