// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_ORIGIN, emailTarget, sendContactEmail, type EmailTarget } from '../../../src/effects/email';

const values = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' };
const OUTBOX: EmailTarget = {
  serviceId: 'outbox',
  templateId: 'contact',
  userId: 'local',
  origin: 'http://127.0.0.1:4173',
};

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, text: string) => fetchMock.mockResolvedValue(new Response(text, { status }));
const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  answer(200, 'OK');
});
afterEach(() => vi.unstubAllGlobals());

describe('emailTarget', () => {
  const ids = {
    VITE_EMAILJS_SERVICE_ID: 'service_x',
    VITE_EMAILJS_TEMPLATE_ID: 'template_y',
    VITE_EMAILJS_USER_ID: 'user_z',
  };

  it('posts to EmailJS when all three ids are configured', () => {
    expect(emailTarget(ids, 'https://site.example')).toEqual({
      serviceId: 'service_x',
      templateId: 'template_y',
      userId: 'user_z',
      origin: EMAILJS_ORIGIN,
    });
  });

  it.each(Object.keys(ids))('falls back to the site’s own outbox when %s is missing', (name) => {
    expect(emailTarget({ ...ids, [name]: '  ' }, 'https://site.example')).toEqual({
      serviceId: 'outbox',
      templateId: 'contact',
      userId: 'local',
      origin: 'https://site.example',
    });
  });

  it('uses the page’s own origin by default', () => {
    expect(emailTarget({}).origin).toBe(window.location.origin);
  });
});

describe('sendContactEmail', () => {
  it('sends the EmailJS v1.0 payload with labelled fields to <origin>/api/v1.0/email/send', async () => {
    await sendContactEmail(values, OUTBOX);
    const { url, init, body } = sentRequest();
    expect(url).toBe('http://127.0.0.1:4173/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(body).toEqual({
      lib_version: '4.4.1',
      user_id: 'local',
      service_id: 'outbox',
      template_id: 'contact',
      template_params: {
        name: 'Name: Ada',
        email: 'Email: ada@example.com',
        message: 'Message: Hello there',
      },
    });
  });

  it('posts to EmailJS itself when given EmailJS ids', async () => {
    await sendContactEmail(values, {
      serviceId: 'service_x',
      templateId: 'template_y',
      userId: 'user_z',
      origin: EMAILJS_ORIGIN,
    });
    const { url, body } = sentRequest();
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(body).toMatchObject({ user_id: 'user_z', service_id: 'service_x', template_id: 'template_y' });
  });

  it('sends the message’s idempotency key to the outbox inside template_params', async () => {
    await sendContactEmail({ ...values, idempotencyKey: '0123456789abcdef0123456789abcdef' }, OUTBOX);
    expect(sentRequest().body.template_params).toEqual({
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hello there',
      idempotency_key: '0123456789abcdef0123456789abcdef',
    });
  });

  it('keeps the spec’s EmailJS payload exactly: no idempotency key goes to EmailJS', async () => {
    await sendContactEmail(
      { ...values, idempotencyKey: '0123456789abcdef0123456789abcdef' },
      { serviceId: 'service_x', templateId: 'template_y', userId: 'user_z', origin: EMAILJS_ORIGIN },
    );
    expect(sentRequest().body.template_params).toEqual({
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hello there',
    });
  });

  it('strips every tag and attribute from all three fields before sending', async () => {
    await sendContactEmail(
      {
        name: '<img src=x onerror="alert(1)">Ada<script>alert(2)</script>',
        email: 'ada@example.com<svg onload=alert(3)>',
        message: 'Hi <b onclick="steal()">there</b><iframe src="//evil.example"></iframe> 🙂 \u202Eabc',
      },
      OUTBOX,
    );
    const params = sentRequest().body.template_params as Record<string, string>;
    expect(params).toEqual({
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hi there 🙂 \u202Eabc',
    });
  });

  it('sends plain text: markup-like characters arrive as typed, not as HTML entities', async () => {
    await sendContactEmail(
      {
        name: 'Tom & Jerry',
        email: 'ada@example.com',
        message: 'Q&A: I <3 <React> & <Vue>, 1 < 2 > 0, "quoted" \'single\' &amp; typed\nline two',
      },
      OUTBOX,
    );
    const params = sentRequest().body.template_params as Record<string, string>;
    expect(params).toEqual({
      name: 'Name: Tom & Jerry',
      email: 'Email: ada@example.com',
      message: 'Message: Q&A: I <3  & , 1 < 2 > 0, "quoted" \'single\' &amp; typed\nline two',
    });
  });

  it('drops scripts and styles with their contents, keeps the text of other elements', async () => {
    await sendContactEmail(
      {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'a<script>alert(1)</script>b<style>p{}</style>c<p>d</p>',
      },
      OUTBOX,
    );
    expect((sentRequest().body.template_params as Record<string, string>).message).toBe('Message: abcd');
  });

  it('treats status 200, or any accepted answer reading "OK", as success', async () => {
    answer(200, 'sent');
    await expect(sendContactEmail(values, OUTBOX)).resolves.toBeUndefined();
    answer(202, 'OK');
    await expect(sendContactEmail(values, OUTBOX)).resolves.toBeUndefined();
  });

  it('rejects an accepted answer that is neither 200 nor "OK"', async () => {
    answer(201, 'Created');
    await expect(sendContactEmail(values, OUTBOX)).rejects.toThrow('was not accepted: 201 Created');
  });

  it('rejects with the status and text when the server refuses', async () => {
    answer(500, '{"error":"Internal server error"}');
    await expect(sendContactEmail(values, OUTBOX)).rejects.toThrow(
      'Email send to http://127.0.0.1:4173 failed: 500 {"error":"Internal server error"}',
    );
  });

  it.each([
    ['user id', { userId: '' }, 'The public key is required'],
    ['service id', { serviceId: '' }, 'The service ID is required'],
    ['template id', { templateId: '' }, 'The template ID is required'],
  ])(
    'throws, as the EmailJS client does, when the %s is missing, and sends nothing',
    async (_what, missing, message) => {
      await expect(sendContactEmail(values, { ...OUTBOX, ...missing })).rejects.toThrow(message);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
