import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const analyticsRoutes = {
  /** Runs analytics queries (POST /analytics). */
  query: /*#__PURE__*/ route('POST', '/analytics', 'json'),
};

export type AnalyticsApi<Paths extends object = NoSchema> = Bound<typeof analyticsRoutes, Paths>;
export const createAnalyticsApi = <Paths extends object = NoSchema>(
  transport: Transport,
): AnalyticsApi<Paths> => bindRoutes<typeof analyticsRoutes, Paths>(transport, analyticsRoutes);
