import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ApiClient } from '@/api/client';

/** How one API v1 resource answers react-admin's CRUD calls. */
export interface ResourceAdapter<R extends RaRecord = RaRecord> {
  getList(params: Partial<GetListParams>): Promise<{ data: R[]; total: number }>;
  /** `signal` lets a caller that no longer wants the answer (a cancelled dialog) abort the read. */
  getOne(id: Identifier, options?: { signal?: AbortSignal }): Promise<R>;
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

/**
 * A resource's exceptions to API v1's usual shapes: only the operations it answers differently.
 * `rest` is the default adapter of the same path, to build on (e.g. send a translated body).
 */
export type ResourceOverrides<R extends RaRecord = RaRecord> = (
  client: ApiClient,
  rest: ResourceAdapter<R>,
) => Partial<ResourceAdapter<R>>;
