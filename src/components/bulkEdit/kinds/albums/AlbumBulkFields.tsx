import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkEditRadios, BulkEditTick } from '../../BulkEditFieldParts';
import type { BulkEditFieldsProps } from '../../types';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { CATALOGUE_STATUSES } from '@/api/catalogueStatuses';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { useAlbumTypes } from '@/components/albumCreate/useAlbumTypes';
import type { AlbumBulkChoice } from './albumBulkChoice';

const T = 'app.bulk_edit.albums';

/** Each field is ticked to be set; its value is asked only then. */
export const AlbumBulkFields = ({ value, onChange }: BulkEditFieldsProps<AlbumBulkChoice>) => {
  const translate = useTranslate();
  // The server's types (GET /albums/types), or the contract's three until they arrive.
  const { types } = useAlbumTypes();
  const typeName = useAlbumTypeName();
  const { type, status } = value;
  const labelOf = (v: string) => types.find((t) => t.value === v)?.label;
  return (
    <Stack spacing={1}>
      <BulkEditTick choice={value} field="type" label={`${T}.type`} onChange={onChange} />
      {type.on && (
        <BulkEditRadios
          label={translate(`${T}.type_value`)}
          value={type.value}
          values={types.map((t) => t.value)}
          nameOf={(v) => typeName(v, labelOf(v))}
          onChange={(v) => onChange({ ...value, type: { ...type, value: v, label: labelOf(v) } })}
        />
      )}
      <BulkEditTick choice={value} field="status" label={`${T}.status`} onChange={onChange} />
      {status.on && (
        <BulkEditRadios
          label={translate(`${T}.status_value`)}
          value={status.value}
          values={CATALOGUE_STATUSES}
          nameOf={(v) => translate(catalogueStatusKey(v))}
          onChange={(v) => onChange({ ...value, status: { ...status, value: v } })}
        />
      )}
    </Stack>
  );
};
