import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@/components/visuallyHidden';
import { platformName } from '@/lib/platformName';
import type { TemplateGroup } from './templateGroups';
import { TEMPLATES, type TemplateFormat } from './useTemplateFormat';

const COLUMNS = ['id', 'name', 'week', 'phase', 'format', 'type', 'active'] as const;

export interface TemplateGroupSectionProps {
  group: TemplateGroup;
  format: TemplateFormat;
  /** Whether a search narrows the list: the count then says how many of the platform's show. */
  searching: boolean;
}

/** One platform's templates: a region named by its heading (platform and count), and a table. */
export const TemplateGroupSection = ({ group, format, searching }: TemplateGroupSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const name = platformName(group.platform);
  const shown = group.templates.length;
  const count = searching
    ? translate(`${TEMPLATES}.filtered`, {
        smart_count: group.total,
        shown: format.count(shown),
        count: format.count(group.total),
      })
    : translate(`${TEMPLATES}.count`, {
        smart_count: group.total,
        count: format.count(group.total),
      });
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {name}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {`(${count})`}
          </Typography>
        </Typography>
        <TableContainer>
          <Table size="small">
            <Typography component="caption" sx={visuallyHidden}>
              {translate(`${TEMPLATES}.table`, { platform: name })}
            </Typography>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'id' ? 'right' : 'left'}>
                    {translate(`${TEMPLATES}.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {group.templates.map((template) => (
                <TableRow key={template.id}>
                  <TableCell align="right">{template.id}</TableCell>
                  <TableCell component="th" scope="row">
                    {format.name(template)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.templateWeek(template)}
                  </TableCell>
                  <TableCell>{format.phase(template)}</TableCell>
                  <TableCell>{format.format(template)}</TableCell>
                  <TableCell>{format.type(template)}</TableCell>
                  <TableCell>{format.active(template)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};
