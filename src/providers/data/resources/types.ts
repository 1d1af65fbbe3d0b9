import type { GetListParams, Identifier, RaRecord } from 'react-admin';

/** How one API v1 resource answers react-admin's CRUD calls. */
export interface ResourceAdapter<R extends RaRecord = RaRecord> {
  getList(params: Partial<GetListParams>): Promise<{ data: R[]; total: number }>;
  getOne(id: Identifier): Promise<R>;
  create(data: Record<string, unknown>): Promise<R>;
  update(id: Identifier, data: Record<string, unknown>, previousData?: R): Promise<R>;
  delete(id: Identifier): Promise<void>;
  /** Records pointing at `id` through `target` (default: getList filtered on target). */
  getManyReference?(
    target: string,
    id: Identifier,
    params: Partial<GetListParams>,
  ): Promise<{ data: R[]; total: number }>;
}
