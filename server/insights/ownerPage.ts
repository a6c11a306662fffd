import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { decodeEntities } from '../outbox/print';
import { faqDraft, faqDraftSource } from './faqDraft';
import type { DayCount, InsightsReport } from './report';

// The owner's page, drawn on the server as plain HTML (no React, no script of the site's): every value
// a visitor typed is escaped by hono/html's template. Its stylesheet and script are /owner's own files.

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

// Questions are stored sanitised as contact messages are (HTML entities for <, >, &): shown as typed.
const typed = (text: string) => decodeEntities(text);

function page(title: string, body: Html, withScript = false): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="stylesheet" href="/owner/owner.css" />
        ${withScript ? html`<script src="/owner/owner.js" defer></script>` : ''}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** The sign-in form; `failed` adds one line that says only that it did not work. */
export function loginPage(failed = false): Html {
  return page(
    'Owner sign-in',
    html`<div class="login">
      <h1>Owner</h1>
      <form method="post" action="/owner/login">
        <label for="token">Owner token</label>
        <input id="token" name="token" type="password" autocomplete="current-password" required autofocus />
        <button type="submit">Sign in</button>
        ${failed ? html`<p class="error" role="alert">Not signed in.</p>` : ''}
      </form>
    </div>`,
  );
}

/** Questions per day as bars, one per day, tallest the period's busiest day. */
export function dayChart(days: readonly DayCount[]): Html {
  const most = Math.max(1, ...days.map((d) => d.questions));
  const width = 10;
  const total = days.reduce((sum, d) => sum + d.questions, 0);
  const bars = days.map((d, i) => {
    const height = (d.questions / most) * 96;
    return html`<rect x="${i * width + 1}" y="${100 - height}" width="${width - 2}" height="${height}">
      <title>${d.day}: ${d.questions} questions, ${d.conversations} conversations</title>
    </rect>`;
  });
  return html`<svg
      class="chart"
      viewBox="0 0 ${Math.max(1, days.length) * width} 100"
      preserveAspectRatio="none"
      role="img"
      aria-label="Questions per day: ${total} in ${days.length} days, at most ${most} in a day"
    >
      ${bars}
    </svg>
    <div class="axis muted">
      <span>${days[0]?.day ?? ''}</span><span>most in a day: ${most}</span
      ><span>${days.at(-1)?.day ?? ''}</span>
    </div>`;
}

function unansweredSection(report: InsightsReport): Html {
  if (!report.unanswered.length)
    return html`<p class="muted">Every question kept in this period was answered.</p>`;
  return html`${report.unanswered.map(
    (group) =>
      html`<section class="group">
        <h3>
          ${group.kind}${group.items.length ? ` · about ${group.items.join(', ')}` : ''} · ${group.count}
        </h3>
        <ul>
          ${group.questions.map(
            (q) =>
              html`<li>
                <strong>${q.count} ×</strong> ${typed(q.text)}
                <details>
                  <summary>Draft FAQ entry</summary>
                  <textarea readonly rows="7" aria-label="Draft FAQ entry for content/faq.ts">
${faqDraftSource({ ...faqDraft(group, q), questions: faqDraft(group, q).questions.map(typed) })}</textarea>
                  <button type="button" data-copy>Copy</button>
                </details>
              </li>`,
          )}
        </ul>
      </section>`,
  )}`;
}

function perDayTable(report: InsightsReport): Html {
  return html`<table>
    <thead>
      <tr>
        <th>Day</th>
        <th>Conversations</th>
        <th>Questions</th>
      </tr>
    </thead>
    <tbody>
      ${report.perDay.map(
        (d) =>
          html`<tr>
            <td>${d.day}</td>
            <td>${d.conversations}</td>
            <td>${d.questions}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function kindsTable(report: InsightsReport): Html {
  return html`<table>
    <thead>
      <tr>
        <th>Kind</th>
        <th>Questions</th>
      </tr>
    </thead>
    <tbody>
      ${report.kinds.map(
        (k) =>
          html`<tr>
            <td>${k.kind}</td>
            <td>${k.questions}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Each visitor who left an email, with every question they asked. */
function visitorsSection(report: InsightsReport): Html {
  if (!report.visitors.length) return html`<p class="muted">No visitor left an email in this period.</p>`;
  return html`${report.visitors.map(
    (v) =>
      html`<section class="group">
        <h3>${typed(v.email)}</h3>
        <p class="muted">Conversations: ${v.conversations.join(', ')}</p>
        <table>
          <tbody>
            ${v.questions.map(
              (q) =>
                html`<tr>
                  <td>${q.askedAt.slice(0, 16).replace('T', ' ')}</td>
                  <td>${q.kind}</td>
                  <td>${typed(q.question)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </section>`,
  )}`;
}

export function dashboardPage(report: InsightsReport, source: string, retentionDays: number): Html {
  const { totals, period } = report;
  return page(
    'What visitors asked',
    html`<div class="bar">
        <div>
          <h1>What visitors asked</h1>
          <p class="muted">
            ${period.from} to ${period.to}, from ${source}. Only visitors who agreed at the chat's gate are
            kept, for ${retentionDays} days.
          </p>
        </div>
        <form class="inline" method="get" action="/owner">
          <label for="days">Days</label>
          <input id="days" name="days" type="number" min="1" max="3660" value="${period.days}" />
          <button type="submit">Show</button>
        </form>
        <form class="inline" method="post" action="/owner/logout">
          <button type="submit">Sign out</button>
        </form>
      </div>
      <div class="totals">
        <div><strong>${totals.conversations}</strong>conversations</div>
        <div><strong>${totals.questions}</strong>questions</div>
        <div><strong>${totals.unanswered}</strong>not answered</div>
        <div><strong>${totals.visitors}</strong>visitors</div>
      </div>
      <h2>Questions per day</h2>
      ${dayChart(report.perDay)}
      <details>
        <summary>As a table</summary>
        ${perDayTable(report)}
      </details>
      <h2>Most asked kinds</h2>
      ${kindsTable(report)}
      <h2>Could not answer</h2>
      ${unansweredSection(report)}
      <h2>Visitors</h2>
      ${visitorsSection(report)} `,
    true,
  );
}
