import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/demands';
import { api, type BodyOf } from '../../lib/api/api-client';

/** TanStack Query keys of demands. */
export const demandsKeys = {
  mine: (page: number) => ['demands', 'mine', page] as const,
};

const list = endpoint<typeof ops.getDemands>('GET', '/api/demands/');
const create = endpoint<typeof ops.postDemands>('POST', '/api/demands/');
const update = endpoint<typeof ops.patchDemandsById>('PATCH', '/api/demands/:id/');
const remove = endpoint<typeof ops.deleteDemandsById>('DELETE', '/api/demands/:id/');

export const demandsApi = {
  mine: (page: number) => api(list, { query: { mine: '1', page: String(page) } }),
  /** The form's fields; the server checks them. */
  create: (body: Record<string, unknown>) => api(create, { body: body as BodyOf<typeof create> }),
  update: (id: number, body: Record<string, unknown>) =>
    api(update, { params: { id }, body: body as BodyOf<typeof update> }),
  remove: (id: number) => api(remove, { params: { id } }),
};
