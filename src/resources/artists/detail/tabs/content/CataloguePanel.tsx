import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDeleteButton } from '@/components/delete/ConfirmDeleteButton';
import type { DeleteTexts } from '@/components/delete/useConfirmDelete';
import { EmptyState } from '@/components/detail/EmptyState';

export interface CatalogueColumn<R> {
  header: string;
  align?: 'right';
  render: (row: R) => ReactNode;
}

export interface CataloguePanelProps<R extends { id: number; title: string }> {
  rows: R[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The table's accessible name */
  label: string;
  /** The columns between the title (a link to the record) and the actions */
  columns: CatalogueColumn<R>[];
  pathOf: (row: R) => string;
  add: { label: string; onClick: () => void };
  empty: { icon: ReactNode; title: string; hint: string };
  deletion: {
    resource: 'songs' | 'albums';
    texts: DeleteTexts;
    /** A row's delete button's name, naming the record */
    labelOf: (row: R) => string;
    /** Why a row cannot be deleted, if it cannot */
    blockedReasonOf?: (row: R) => string | undefined;
  };
}

/**
 * One sub-tab of the content tab: the artist's songs or albums as a table whose rows open the
 * record, with an add button, a delete on each row and an empty state.
 */
export function CataloguePanel<R extends { id: number; title: string }>({
  rows,
  loading,
  failed,
  label,
  columns,
  pathOf,
  add,
  empty,
  deletion,
}: CataloguePanelProps<R>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Shown either above the table or in the empty state: where the focus goes when no row is left.
  const addButton = useRef<HTMLButtonElement>(null);
  const t = (key: string) => translate(`app.artists.detail.content.${key}`);

  const addAction = (
    <Button
      ref={addButton}
      variant="contained"
      startIcon={<AddIcon />}
      onClick={add.onClick}
      aria-haspopup="dialog"
    >
      {add.label}
    </Button>
  );

  if (loading) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  if (failed) return <Typography color="error">{t('load_failed')}</Typography>;
  if (!rows?.length) return <EmptyState {...empty} action={addAction} />;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {addAction}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.title')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                onClick={() => navigate(pathOf(row))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  <Link
                    component={RouterLink}
                    to={pathOf(row)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.title}
                  </Link>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <ConfirmDeleteButton
                    resource={deletion.resource}
                    record={row}
                    label={deletion.labelOf(row)}
                    blockedReason={deletion.blockedReasonOf?.(row)}
                    texts={deletion.texts}
                    focusFallback={() => addButton.current}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
