import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChecklistItem } from '@/api/types';
import { useFormatDate } from '@/lib/dates';
import { MaterialFileLink } from './MaterialFileLink';
import { MaterialStatusChip } from './MaterialStatusChip';

const KEY = 'app.campaigns.materials';
const COLUMNS = [
  'due_date',
  'post',
  'asset_type',
  'description',
  'specs',
  'status',
  'notes',
  'file',
  'actions',
] as const;

export interface ChecklistTableProps {
  items: ChecklistItem[];
  onEdit: (item: ChecklistItem) => void;
}

/** The checklist in due-date order, one row per material. */
export const ChecklistTable = ({ items, onEdit }: ChecklistTableProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const notSet = translate(`${KEY}.not_set`);

  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${KEY}.checklist.table`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`${KEY}.fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.due_date ? (
                  <time dateTime={item.due_date}>{formatDate(item.due_date)}</time>
                ) : (
                  notSet
                )}
              </TableCell>
              <TableCell>{item.post_id}</TableCell>
              <TableCell>
                {translate(`${KEY}.asset_type.${item.asset_type}`, { _: item.asset_type })}
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{item.asset_description}</TableCell>
              <TableCell>{item.required_specs || notSet}</TableCell>
              <TableCell>
                <MaterialStatusChip status={item.status} />
              </TableCell>
              <TableCell>{item.artist_notes || notSet}</TableCell>
              <TableCell>
                <MaterialFileLink material={item} />
              </TableCell>
              <TableCell>
                <Tooltip title={translate(`${KEY}.checklist.edit`)}>
                  <IconButton
                    size="small"
                    onClick={() => onEdit(item)}
                    aria-label={translate(`${KEY}.checklist.edit_label`, {
                      name: item.asset_description,
                    })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
