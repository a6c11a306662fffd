import { terminalSafe } from '../outbox/print';
import type { InsightsReport } from './report';

// The report as text for a terminal. Questions and emails are what visitors typed: anything in them
// that would act on the terminal is shown as a visible code, and each stays on one line.

const oneLine = (text: string) =>
  terminalSafe(text).replace(
    /[\n\t\u2028\u2029]/g,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  );

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const time = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function formatReport(report: InsightsReport, source: string): string {
  const { period, totals } = report;
  const out: string[] = [
    `Chat questions kept from ${period.from} to ${period.to} (${plural(period.days, 'day')}), in ${source}`,
    `${plural(totals.conversations, 'conversation')}, ${plural(totals.questions, 'question')}, ${totals.unanswered} not answered, ${plural(totals.visitors, 'visitor')}.`,
  ];
  if (!totals.questions) {
    out.push('', 'No questions were kept in this period (only visitors who agree at the gate are kept).');
    return out.join('\n');
  }

  out.push('', 'Per day        conversations  questions');
  for (const d of report.perDay)
    if (d.questions)
      out.push(`${d.day}  ${String(d.conversations).padStart(13)}  ${String(d.questions).padStart(9)}`);

  out.push('', 'Most asked kinds');
  for (const k of report.kinds) out.push(`  ${k.kind.padEnd(12)} ${k.questions}`);

  out.push('', report.unanswered.length ? 'Could not answer' : 'Could not answer: none.');
  for (const g of report.unanswered) {
    out.push(`  ${g.kind}${g.items.length ? ` (about ${g.items.map(oneLine).join(', ')})` : ''}: ${g.count}`);
    for (const q of g.questions) out.push(`    ${q.count} × ${oneLine(q.text)}`);
  }

  out.push('', 'Visitors');
  for (const v of report.visitors) {
    out.push(
      `  ${oneLine(v.email)} (${plural(v.conversations.length, 'conversation')}: ${v.conversations.map(oneLine).join(', ')})`,
    );
    for (const q of v.questions) out.push(`    ${time(q.askedAt)}  [${q.kind}]  ${oneLine(q.question)}`);
  }
  return out.join('\n');
}
