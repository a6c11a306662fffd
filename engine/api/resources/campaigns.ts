import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const campaignRoutes = {
  create: route('POST', '/campaign', 'json'),
  list: route('GET', '/campaign', 'query'),
  /** GET /campaign/paginated */
  listPaginated: route('GET', '/campaign/paginated', 'query'),
  get: route('GET', '/campaign/{id}', 'none'),
  update: route('PATCH', '/campaign/{id}', 'json'),
  delete: route('DELETE', '/campaign/{id}', 'none'),
};

export type CampaignsApi = Bound<typeof campaignRoutes>;
export const createCampaignsApi = (transport: Transport): CampaignsApi => bindRoutes(transport, campaignRoutes);
