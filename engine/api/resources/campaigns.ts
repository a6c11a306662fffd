import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const campaignRoutes = {
  create: /*#__PURE__*/ route('POST', '/campaign', 'json'),
  list: /*#__PURE__*/ route('GET', '/campaign', 'query'),
  /** One page of campaigns (GET /campaign/paginated); `listAll` walks every page. */
  listPaginated: /*#__PURE__*/ route('GET', '/campaign/paginated', 'paged'),
  get: /*#__PURE__*/ route('GET', '/campaign/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/campaign/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/campaign/{id}', 'none'),
};

export type CampaignsApi<Paths extends object = NoSchema> = Bound<typeof campaignRoutes, Paths>;
export const createCampaignsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): CampaignsApi<Paths> => bindRoutes<typeof campaignRoutes, Paths>(transport, campaignRoutes);
