import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const phoneNumberRoutes = {
  importTwilio: /*#__PURE__*/ route('POST', '/phone-number/import/twilio', 'json'),
  importVonage: /*#__PURE__*/ route('POST', '/phone-number/import/vonage', 'json'),
  create: /*#__PURE__*/ route('POST', '/phone-number', 'json'),
  list: /*#__PURE__*/ route('GET', '/phone-number', 'query'),
  get: /*#__PURE__*/ route('GET', '/phone-number/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/phone-number/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/phone-number/{id}', 'none'),
  /** One page of phone numbers (GET /v2/phone-number); `listAll` walks every page. */
  listPaginated: /*#__PURE__*/ route('GET', '/v2/phone-number', 'paged'),
};

export type PhoneNumbersApi<Paths extends object = NoSchema> = Bound<typeof phoneNumberRoutes, Paths>;
export const createPhoneNumbersApi = <Paths extends object = NoSchema>(
  transport: Transport,
): PhoneNumbersApi<Paths> => bindRoutes<typeof phoneNumberRoutes, Paths>(transport, phoneNumberRoutes);
