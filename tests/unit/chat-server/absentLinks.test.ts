import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../../contracts/chat';
import { buildCatalogue } from '../../../server/chat/catalogue';
import { createAnswerer } from '../../../server/chat/answerer';
import { portfolioMessage } from '../../../server/chat/prompt';
import { OWNERS } from './owners';

// Content may leave out an entry's GitHub, live or demo address; the assistant then never names that
// link, in an answer or in what it gives a model. Run on every owner the tables run on.

const now = new Date('2027-06-01T12:00:00Z');
/** Ways an answer names a link: "[Live](…)", "**Live:** …", "· Live", "Live ·". */
const naming = (label: string) =>
  new RegExp(`\\[${label}\\]|\\*\\*${label}:\\*\\*|· ${label}\\b|\\b${label} ·`);

describe.each(OWNERS.map(([name, owner]) => [name, owner] as const))('absent links, for %s', (_, owner) => {
  const answerer = createAnswerer(owner);
  const entries = [
    ...owner.projects.map((p) => ({ title: p.title, links: { GitHub: p.github, Live: p.live } })),
    ...owner.hackathons.map((h) => ({ title: h.title, links: { GitHub: h.github, Demo: h.demo } })),
  ];

  it('gives a model no address that is not there', () => {
    expect(portfolioMessage(buildCatalogue(owner), now)).not.toMatch(/undefined|null/);
  });

  it('names only the links an entry has, in its details and when asked for its links', () => {
    for (const { title, links } of entries.filter((e) => Object.values(e.links).some((url) => !url))) {
      const question = `Tell me about ${title}`;
      const detail = answerer.answer(question, now, []);
      const history: ChatTurn[] = [
        { sender: 'user', text: question },
        { sender: 'ai', text: detail.text, items: detail.items, kind: detail.kind },
      ];
      const asked = answerer.answer('links?', now, history);
      expect(asked.items, title).toEqual(detail.items);
      for (const [label, url] of Object.entries(links)) {
        if (url) continue;
        expect(detail.text, `${title}: ${label}`).not.toMatch(naming(label));
        expect(asked.text, `${title}: ${label}`).not.toMatch(naming(label));
      }
    }
  });

  it('lists the projects without naming a link one of them lacks', () => {
    const { text } = answerer.answer(`What projects has ${owner.firstName} built?`, now, []);
    for (const p of owner.projects) {
      const line = text.split('\n').find((l) => l.includes(p.title)) ?? '';
      if (!p.live) expect(line, p.title).not.toMatch(naming('Live'));
      if (!p.github) expect(line, p.title).not.toMatch(naming('GitHub'));
    }
  });
});

it('runs on at least one owner whose entries leave a link out', () => {
  const gaps = OWNERS.flatMap(([, o]) => [...o.projects.filter((p) => !p.live || !p.github)]);
  expect(gaps.length).toBeGreaterThan(0);
});
