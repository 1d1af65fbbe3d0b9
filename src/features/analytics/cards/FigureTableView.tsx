// A card's numbers as a real table: the accessible alternative to the chart, and the way to
// its drill-down with the keyboard (each row's name is a link to its records).
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  isPlainClick,
  useNavigateInTransition,
} from '@/components/navigation/useNavigateInTransition';
import type { FigureTable } from '../figures/figureTable';

export const FigureTableView = ({ table, caption }: { table: FigureTable; caption: string }) => {
  const navigate = useNavigateInTransition();
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{table.labelHeader}</TableCell>
          {table.columns.map((column) => (
            <TableCell key={column.id} scope="col" align="right">
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row">
              {row.href ? (
                <MuiLink
                  component={Link}
                  to={row.href}
                  underline="always"
                  onClick={(event) => {
                    if (!row.href || !isPlainClick(event)) return;
                    event.preventDefault();
                    navigate(row.href);
                  }}
                >
                  {row.label}
                </MuiLink>
              ) : (
                row.label
              )}
            </TableCell>
            {table.columns.map((column, index) => (
              <TableCell key={column.id} align="right">
                {column.format(row.values[index] ?? 0)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
