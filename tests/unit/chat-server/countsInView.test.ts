import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import { NOW, QUELLSCRIPT, askAfter, hackathonEntry, withSkill } from './ownerCopies';

/** The last answer of a conversation of these questions. */
function askThrough(o: Owner, questions: readonly string[]) {
  const a = createAnswerer(o);
  const history: { sender: 'user' | 'ai'; text: string; items?: string[] }[] = [];
  let r = a.answer(questions[0]!, NOW, []);
  for (const q of questions) {
    r = a.answer(q, NOW, history);
    history.push({ sender: 'user', text: q }, { sender: 'ai', text: r.text, items: r.items });
  }
  return r;
}

// "How many of those were in 2024?", "what did he build in that one?": follow-ups on the work in view.

describe.each(OWNERS)('the work in view, on %s', (_, owner) => {
  const name = owner.firstName;
  const o = {
    ...owner,
    hackathons: [
      hackathonEntry('quell-a', { date: '2071-03' }),
      hackathonEntry('quell-b', { date: '2072-05', roles: ['team lead'] }),
      hackathonEntry('quell-c', {
        date: '2072-09',
        description: { app: 'Quellcast forecasts quells.', role: 'I built the quell map.' },
      }),
    ],
  } as Owner;

  it('counts the pieces in view by the year asked', () => {
    const a = askAfter(o, `How many hackathons has ${name} done?`, 'How many of those were in 2072?');
    expect(a.text).toMatch(/^2 of those 3 were in 2072:\n/);
    expect(a.items).toEqual(['quell-c', 'quell-b']);
    expect(askAfter(o, `How many hackathons has ${name} done?`, 'How many of those were in 2070?').text).toBe(
      '0 of those 3 were in 2070.',
    );
  });

  it('counts over the list again after a follow-up on one of its entries', () => {
    const quell = { title: 'Quellscript', icon: 'quellscript' };
    const stacked = {
      ...withSkill(o, QUELLSCRIPT),
      hackathons: o.hackathons.map((h) => (h.slug === 'quell-a' ? h : { ...h, techStack: [quell] })),
    } as Owner;
    const a = askThrough(stacked, [
      `How many hackathons has ${name} done?`,
      'Tell me about quell-a',
      'How many of them used Quellscript?',
    ]);
    expect(a.text).toMatch(/^Of those, 2 hackathon entries use Quellscript:\n/);
    expect(a.items).toEqual(['quell-c', 'quell-b']);
  });

  it('answers what was built in the one entry in view from its role', () => {
    const a = askAfter(o, `Tell me about quell-c`, 'What did they build in that one?');
    expect(a.text).toContain('I built the quell map.');
    expect(a.items[0]).toBe('quell-c');
  });
});
