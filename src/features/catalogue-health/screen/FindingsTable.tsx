// A group's records as a real table, a page at a time: each name links to its record, each
// artist to the artist, and the last column holds the fix when it is a single field.
import {
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
import { useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { artistPath } from '@/resources/artists/paths';
import type { Finding, HealthKind, HealthRule } from '@/components/catalogueHealth/model/types';
import { recordPath } from './healthKinds';
import { canSaveInline } from './inlineFix';
import { InlineFixCell } from './InlineFixCell';

const PAGE_SIZES = [10, 25, 50];

export interface FindingsTableProps {
  rule: HealthRule;
  title: string;
  findings: readonly Finding[];
  onSaved: (kind: HealthKind, record: RaRecord) => void;
}

export const FindingsTable = ({ rule, title, findings, onSaved }: FindingsTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  // A fixed record leaves the group: a last page emptied that way shows the one before.
  const lastPage = Math.max(0, Math.ceil(findings.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = findings.slice(shownPage * perPage, (shownPage + 1) * perPage);
  const { fix, kind } = rule;
  const inline = fix.type === 'inline' && canSaveInline(kind, fix.field) ? fix.field : null;
  const T = 'app.catalogue_health.table';

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate(`${T}.label`, { title })}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate(`${T}.name`)}</TableCell>
              <TableCell scope="col">{translate(`${T}.artist`)}</TableCell>
              <TableCell scope="col">{translate(`${T}.value`)}</TableCell>
              {inline && <TableCell scope="col">{translate(`${T}.fix`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((finding) => (
              <TableRow key={finding.id}>
                <TableCell component="th" scope="row">
                  <MuiLink component={Link} to={recordPath(kind, finding.id)}>
                    {finding.name}
                  </MuiLink>
                </TableCell>
                <TableCell>
                  {finding.artistId != null ? (
                    <MuiLink component={Link} to={artistPath(finding.artistId)}>
                      {finding.artistName ?? `#${finding.artistId}`}
                    </MuiLink>
                  ) : (
                    (finding.artistName ?? '')
                  )}
                </TableCell>
                <TableCell>
                  {finding.value ? (
                    <Typography component="span" variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {finding.value}
                    </Typography>
                  ) : (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {translate(`${T}.no_value`)}
                    </Typography>
                  )}
                </TableCell>
                {inline && (
                  <TableCell>
                    <InlineFixCell
                      key={`${finding.id}:${finding.value ?? ''}`}
                      kind={kind}
                      field={inline}
                      finding={finding}
                      onSaved={(record) => onSaved(kind, record)}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {findings.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={findings.length}
          page={shownPage}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
};
