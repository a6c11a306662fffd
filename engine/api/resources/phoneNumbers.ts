import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const phoneNumberRoutes = {
  importTwilio: route('POST', '/phone-number/import/twilio', 'json'),
  importVonage: route('POST', '/phone-number/import/vonage', 'json'),
  create: route('POST', '/phone-number', 'json'),
  list: route('GET', '/phone-number', 'query'),
  get: route('GET', '/phone-number/{id}', 'none'),
  update: route('PATCH', '/phone-number/{id}', 'json'),
  delete: route('DELETE', '/phone-number/{id}', 'none'),
  /** One page of phone numbers (GET /v2/phone-number); `listAll` walks every page. */
  listPaginated: route('GET', '/v2/phone-number', 'paged'),
};

export type PhoneNumbersApi<Paths extends object = NoSchema> = Bound<typeof phoneNumberRoutes, Paths>;
export const createPhoneNumbersApi = <Paths extends object = NoSchema>(
  transport: Transport,
): PhoneNumbersApi<Paths> => bindRoutes<typeof phoneNumberRoutes, Paths>(transport, phoneNumberRoutes);
