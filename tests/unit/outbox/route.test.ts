import { afterEach, describe, expect, it } from 'vitest';
import { makeOutbox, payload } from './helpers';
import { CONTACT_CAPS, CONTACT_FIELDS, CONTACT_LABELS } from '../../../contracts/contact';

let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

describe('POST /api/v1.0/email/send (the outbox)', () => {
  it('stores a valid message as one JSON line with an id and time, and answers 200 "OK" like EmailJS', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    const [line, ...rest] = await outbox.lines();
    expect(rest).toEqual([]);
    const record = JSON.parse(line!);
    expect(record).toMatchObject({
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hello',
      service_id: 'outbox',
      template_id: 'contact',
    });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(record.receivedAt))).toBe(false);
  });

  it('refuses a body that is not JSON with 400 and says why', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post('{"lib_version": "4.4.1",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The body is not valid JSON.' });
    expect(await outbox.lines()).toEqual([]);
  });

  it('refuses a body sent as something other than JSON with 415', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post('name=Ada', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/JSON/);
  });

  it.each([
    ['a JSON array', '[]', /JSON object/],
    [
      'no template_params',
      JSON.stringify({ lib_version: '4.4.1', user_id: 'u', service_id: 's', template_id: 't' }),
      /template_params is required/,
    ],
    ['no service_id', payload({}, { service_id: undefined }), /service_id is required/],
    ['a blank user_id', payload({}, { user_id: '  ' }), /user_id is required/],
    ['no message', payload({ message: undefined }), /template_params\.message is required/],
    ['a number for a name', payload({ name: 42 }), /template_params\.name must be a string/],
    ['a blank email', payload({ email: '   ' }), /template_params\.email is required/],
  ])('refuses %s with 400 naming the field', async (_case, body, reason) => {
    outbox = await makeOutbox();
    const response = await outbox.post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(reason);
    expect(await outbox.lines()).toEqual([]);
  });

  // The caps are the form's (contracts/contact.ts) plus the label each field travels with.
  it.each(CONTACT_FIELDS)(
    "accepts a %s typed up to the form's cap, and refuses one more character with 400",
    async (field) => {
      outbox = await makeOutbox();
      const atCap = `${CONTACT_LABELS[field]}${'x'.repeat(CONTACT_CAPS[field] - 5)}@a.bc`;
      expect((await outbox.post(payload({ [field]: atCap }))).status).toBe(200);
      const response = await outbox.post(payload({ [field]: `${atCap}x` }));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(
        new RegExp(
          `template_params\\.${field} is longer than ${CONTACT_LABELS[field].length + CONTACT_CAPS[field]} characters`,
        ),
      );
    },
  );

  it('counts an encoded character as one, so a message of ampersands at the cap is accepted', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(
      payload({ message: `Message: ${'&amp;'.repeat(CONTACT_CAPS.message)}` }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a body over 32 KB with 413 and stores nothing', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload({ message: 'x'.repeat(33 * 1024) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/too large/);
    expect(await outbox.lines()).toEqual([]);
  });

  it('answers a flood with 429 and Retry-After once the per-client limit is spent', async () => {
    outbox = await makeOutbox({ outboxRateLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await outbox.post(payload())).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await outbox.post(payload());
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await limited.json()).error).toMatch(/Too many contact requests/);
    expect(await outbox.lines()).toHaveLength(2);
  });
});
