import { afterEach, describe, expect, it } from 'vitest';
import { makeOutbox, payload } from './helpers';

let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

// The checks look at what would be stored: a field of nothing but markup is empty once it is sanitised.
describe('POST /api/v1.0/email/send checks the sanitised fields', () => {
  it.each([
    ['a name of only a script', { name: 'Name: <script>x</script>' }, /template_params\.name is empty/],
    ['an email of only tags', { email: 'Email: <b></b>' }, /template_params\.email is empty/],
    ['a message of only an image', { message: 'Message: <img src=x>' }, /template_params\.message is empty/],
    [
      'an email without an @',
      { email: 'Email: ada at example' },
      /template_params\.email is not an email address/,
    ],
    ['a name without its label', { name: 'Ada' }, /template_params\.name must start with the label "Name: "/],
    [
      'a message without its label',
      { message: 'Hello' },
      /template_params\.message must start with the label "Message: "/,
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, params, reason) => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload(params));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(reason);
    expect(await outbox.lines()).toEqual([]);
  });

  it('refuses the all-markup message the reviewer posted, naming every empty field', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(
      payload({ name: '<script>x</script>', email: '<b></b>', message: '<img src=x>' }),
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    for (const field of ['name', 'email', 'message'])
      expect(error).toMatch(new RegExp(`template_params\\.${field}`));
    expect(await outbox.lines()).toEqual([]);
  });

  it('accepts an address once a tag around it is removed', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload({ email: 'Email: <a href="x">ada@example.com</a>' }));
    expect(response.status).toBe(200);
    expect(JSON.parse((await outbox.lines())[0]!).email).toBe('Email: ada@example.com');
  });

  it('accepts plain text with markup-like characters and stores it as escaped text', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload({ message: 'Message: Q&A: I <3 1 < 2 & <b>bold</b>' }));
    expect(response.status).toBe(200);
    const record = JSON.parse((await outbox.lines())[0]!);
    expect(record.message).toBe('Message: Q&amp;A: I &lt;3 1 &lt; 2 &amp; bold');
  });
});

describe('other methods on /api/v1.0/email/send', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    outbox = await makeOutbox();
    const response = await outbox.app.request('/', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await response.json()).error).toMatch(/Use POST/);
  });
});
