import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const supportRoutes = {
  createTicket: /*#__PURE__*/ route('POST', '/support/ticket', 'json'),
};

export type SupportApi<Paths extends object = NoSchema> = Bound<typeof supportRoutes, Paths>;
export const createSupportApi = <Paths extends object = NoSchema>(transport: Transport): SupportApi<Paths> =>
  bindRoutes<typeof supportRoutes, Paths>(transport, supportRoutes);
