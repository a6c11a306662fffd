// Turns the stored messages into text for a terminal: one block per message, oldest first.
// Stored fields are HTML-safe text; here they are decoded back to what the visitor typed, and
// anything that would act on the terminal (escape codes, bidi overrides) is shown as a visible code.

import { CONTACT_LABELS } from '../../contracts/contact';
import type { OutboxListing } from './store';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X'
        ? Number.parseInt(ref.slice(2), 16)
        : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// C0/C1 controls except tab and newline, and the bidi embedding/override/isolate characters.
const UNSAFE_FOR_TERMINAL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .replace(
      UNSAFE_FOR_TERMINAL,
      (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
    );
}

const withoutLabel = (value: string, label: string) =>
  value.startsWith(label) ? value.slice(label.length) : value;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

// Names, addresses and ids are one line each: a line break in one (raw, or sent as `&#10;`) is shown
// as a visible code, so no one can forge a second "Email:" line in the operator's view.
const oneLine = (text: string) =>
  terminalSafe(text).replace(
    /[\n\t\u2028\u2029]/g,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  );

export function formatOutbox({ messages, skipped, missing }: OutboxListing, source: string): string {
  const out: string[] = [];
  if (missing) out.push(`No messages yet: ${missing}`);
  else if (messages.length === 0)
    out.push(skipped.length ? `No readable messages in ${source}.` : `No messages yet: ${source} is empty.`);
  else out.push(`${messages.length} message${messages.length === 1 ? '' : 's'} in ${source}`);
  messages.forEach((m, i) => {
    const body = terminalSafe(withoutLabel(m.message, CONTACT_LABELS.message))
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    out.push(
      '',
      `── ${i + 1} of ${messages.length} ── ${formatDate(m.receivedAt)}${m.id ? ` ── ${oneLine(m.id)}` : ''}`,
      `Name:    ${oneLine(withoutLabel(m.name, CONTACT_LABELS.name))}`,
      `Email:   ${oneLine(withoutLabel(m.email, CONTACT_LABELS.email))}`,
      'Message:',
      body,
    );
  });
  if (skipped.length) {
    out.push(
      '',
      `Skipped ${skipped.length} corrupt line${skipped.length === 1 ? '' : 's'} (not a stored message): line ${skipped.join(', ')}.`,
    );
  }
  return out.join('\n');
}
