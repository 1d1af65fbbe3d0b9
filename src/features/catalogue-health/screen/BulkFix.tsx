// A group fixed in bulk: the list's own bulk edit (its dialog, review, undo) on exactly the
// group's records. Every record it saves (or puts back by its undo) is handed to the report,
// so the counts follow without reading the whole catalogue again.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { BulkEditProvider, useBulkEditControl } from '@/components/bulkEdit/BulkEditProvider';
import { albumBulkEdit } from '@/components/bulkEdit/kinds/albums/albumBulkEdit';
import { artistBulkEdit } from '@/components/bulkEdit/kinds/artists/artistBulkEdit';
import { songBulkEdit } from '@/components/bulkEdit/kinds/songs/songBulkEdit';
import type { Finding, HealthFix, HealthKind } from '@/components/catalogueHealth/model/types';

export type BulkResource = Extract<HealthFix, { type: 'bulk' }>['resource'];

/** The dataProvider with every update of `resource` also reported to `onSaved`. */
function reportingUpdates(
  dataProvider: DataProvider,
  resource: BulkResource,
  onSaved: (record: RaRecord) => void,
): DataProvider {
  return new Proxy(dataProvider, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (name !== 'update' || typeof value !== 'function') return value;
      return async (...args: Parameters<DataProvider['update']>) => {
        const result = await (value as DataProvider['update']).apply(target, args);
        if (args[0] === resource && result.data?.id !== undefined) onSaved(result.data);
        return result;
      };
    },
  });
}

const Bulk = ({ resource, children }: { resource: BulkResource; children: ReactNode }) => {
  switch (resource) {
    case 'artists':
      return <BulkEditProvider config={artistBulkEdit}>{children}</BulkEditProvider>;
    case 'songs':
      return <BulkEditProvider config={songBulkEdit}>{children}</BulkEditProvider>;
    case 'albums':
      return <BulkEditProvider config={albumBulkEdit}>{children}</BulkEditProvider>;
  }
};

/**
 * Gives its children the bulk edit of `resource` (one per section: the last edit's undo shows
 * once, above the section's groups). Only the bulk edit sees the reporting dataProvider: the
 * rest of the section saves (and reports) on its own.
 */
export const BulkFixProvider = ({
  resource,
  onSaved,
  children,
}: {
  resource: BulkResource;
  onSaved: (kind: HealthKind, record: RaRecord) => void;
  children: ReactNode;
}) => {
  const dataProvider = useContext(DataProviderContext);
  const reporting = useMemo(
    () =>
      dataProvider &&
      reportingUpdates(dataProvider, resource, (record) => onSaved(resource, record)),
    [dataProvider, resource, onSaved],
  );
  return (
    <DataProviderContext.Provider value={reporting}>
      <Bulk resource={resource}>
        <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>
      </Bulk>
    </DataProviderContext.Provider>
  );
};

/** "Edit these N in bulk": the bulk edit opened on the group's records. */
export const BulkFixButton = ({
  resource,
  findings,
}: {
  resource: BulkResource;
  findings: readonly Finding[];
}) => {
  const translate = useTranslate();
  const { open } = useBulkEditControl();
  // Named as the list names them, should one be deleted before the edit reads it.
  const shown = findings.map(({ id, name }) =>
    resource === 'artists' ? { id, stageName: name } : { id, title: name },
  );
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<EditNoteIcon />}
      onClick={() =>
        open(
          findings.map((finding) => finding.id),
          shown,
        )
      }
    >
      {translate('app.catalogue_health.bulk', { smart_count: findings.length })}
    </Button>
  );
};
