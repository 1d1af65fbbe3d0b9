// A DataTable body whose rows carry a selection checkbox with an accessible name. react-admin's
// own row puts its "Select this row" on the checkbox's outer span, which MUI 9 no longer passes
// to the input, so a screen reader (and axe) meets an unnamed checkbox.
import { Checkbox, TableCell, TableRow } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

const NamedSelectRow = ({ children, className, ...rest }: DataTableRowProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem, rowClick } = useDataTableCallbacksContext();
  if (!record || !resource) throw new Error('A table row is rendered without its record');

  const toggle = (event: MouseEvent) => {
    // Not the row's click as well.
    event.stopPropagation();
    handleToggleItem?.(record.id, event);
  };
  // The lists that use this row name the path to open outright (a string or a function).
  const open = () => {
    const link = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
    if (typeof link === 'string') void navigate(link, { state: { _scrollToTop: true } });
  };
  return (
    <TableRow
      hover
      className={`${className ?? ''} ${DataTableClasses.selectable} ${rowClick ? DataTableClasses.clickableRow : ''}`}
      onClick={open}
      {...rest}
    >
      <TableCell padding="checkbox">
        {/* Once the rows are on screen: the column keeps its width (the header's checkbox). */}
        <AfterFirstPaint>
          <Checkbox
            color="primary"
            className={`select-item ${DataTableClasses.checkbox}`}
            checked={selectedIds?.includes(record.id) ?? false}
            onClick={toggle}
            slotProps={{
              input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) },
            }}
          />
        </AfterFirstPaint>
      </TableCell>
      {children}
    </TableRow>
  );
};

/** Pass as a DataTable's `body` when it has bulk actions. */
export const NamedSelectBody = (props: DataTableBodyProps) => (
  <DataTableBody {...props} row={NamedSelectRow} />
);
