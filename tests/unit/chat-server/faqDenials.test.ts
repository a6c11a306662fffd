import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// An owner's answer that opens by denying ("Not yet.", "Not fully remote:") leads with that denial,
// and one that prefers something over what is asked ("better than people management") is no yes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const faq = (id: string, question: string, answer: string) =>
    withFaq(owner, [{ id, questions: [question], answer }]);

  it('leads with "Not yet" where the owner’s answer opens with it', () => {
    const o = faq(
      'quell-manage',
      'Would you want to manage a team?',
      'Not yet. I trained new staff as a shift lead and enjoyed it, but right now I want to grow as a developer first.',
    );
    for (const q of [`does ${name} want to be a manager`, `is ${name} interested in leadership?`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/^Not yet, in /);
      expect(a.items, q).toEqual(['quell-manage']);
    }
  });

  it('leads with "Not fully remote" where the owner’s answer opens with it', () => {
    const o = faq(
      'quell-remote',
      'Do you work remotely?',
      'Not fully remote: the work needs a lab and boards on the bench. Hybrid with two or three days on site suits me best.',
    );
    expect(ask(o, `is ${name} open to remote work?`).text).toMatch(/^Not fully remote, in /);
  });

  it('never says yes to managing where the owner prefers leading to it', () => {
    const o = faq(
      'quell-lead',
      'Do you have management experience?',
      'I lead a team of three engineers: planning, reviews and one-to-ones. I want to stay hands-on, so a tech-lead role suits me better than pure people management.',
    );
    expect(ask(o, `does ${name} want to be a manager`).text).not.toMatch(/^Yes\b/);
    expect(ask(o, `would ${name} want to manage people?`).text).toMatch(/^No, in /);
    expect(ask(o, `is ${name} interested in leadership?`).text).toMatch(/^Yes, in /);
  });

  it('says no where the answer names the thing asked only to deny it', () => {
    const o = faq(
      'quell-visa',
      'Do you need a visa?',
      "I'm a permanent resident here, so I can work for any employer without sponsorship. A US-based role would need visa sponsorship (TN status isn't open to me).",
    );
    expect(ask(o, `can ${name} work on a TN visa?`).text).toMatch(/^No, in /);
  });
});
