import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const campaignRoutes = {
  create: route('POST', '/campaign', 'json'),
  list: route('GET', '/campaign', 'query'),
  /** One page of campaigns (GET /campaign/paginated); `listAll` walks every page. */
  listPaginated: route('GET', '/campaign/paginated', 'paged'),
  get: route('GET', '/campaign/{id}', 'none'),
  update: route('PATCH', '/campaign/{id}', 'json'),
  delete: route('DELETE', '/campaign/{id}', 'none'),
};

export type CampaignsApi<Paths extends object = NoSchema> = Bound<typeof campaignRoutes, Paths>;
export const createCampaignsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): CampaignsApi<Paths> => bindRoutes<typeof campaignRoutes, Paths>(transport, campaignRoutes);
