import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { Transport } from '../core/transport';

export const phoneNumberRoutes = {
  importTwilio: route('POST', '/phone-number/import/twilio', 'json'),
  importVonage: route('POST', '/phone-number/import/vonage', 'json'),
  create: route('POST', '/phone-number', 'json'),
  list: route('GET', '/phone-number', 'query'),
  get: route('GET', '/phone-number/{id}', 'none'),
  update: route('PATCH', '/phone-number/{id}', 'json'),
  delete: route('DELETE', '/phone-number/{id}', 'none'),
  /** Paginated list (GET /v2/phone-number). */
  listPaginated: route('GET', '/v2/phone-number', 'query'),
};

export type PhoneNumbersApi = Bound<typeof phoneNumberRoutes>;
export const createPhoneNumbersApi = (transport: Transport): PhoneNumbersApi => bindRoutes(transport, phoneNumberRoutes);
