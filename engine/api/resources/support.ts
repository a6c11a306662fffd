import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const supportRoutes = {
  createTicket: route('POST', '/support/ticket', 'json'),
};

export type SupportApi = Bound<typeof supportRoutes>;
export const createSupportApi = (transport: Transport): SupportApi => bindRoutes(transport, supportRoutes);
