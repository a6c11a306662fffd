import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const analyticsRoutes = {
  /** Runs analytics queries (POST /analytics). */
  query: route('POST', '/analytics', 'json'),
};

export type AnalyticsApi = Bound<typeof analyticsRoutes>;
export const createAnalyticsApi = (transport: Transport): AnalyticsApi => bindRoutes(transport, analyticsRoutes);
