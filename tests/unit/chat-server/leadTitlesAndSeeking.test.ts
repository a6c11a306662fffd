import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, hackathonEntry, withEntries, withFaq } from './ownerCopies';

// "A team lead job title anywhere?" is read from the jobs' titles, a coach's or coordinator's being
// no lead title; "open to mentoring work?" asks what the owner would take (their faq), not what
// they did.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o: Owner = withFaq(
    {
      ...withEntries(owner, 'career', [
        entry(
          'quell-coach',
          'Quell Coach and Talent Coordinator',
          'Quell FC',
          '2016-01',
          '2023-12',
          'I coached a team of twenty quellers.',
        ),
        entry(
          'quell-dev',
          'Development Coach',
          'Quell Institute',
          '2024-01',
          '2024-08',
          'I coached new quell students.',
        ),
      ]),
      hackathons: [hackathonEntry('quell-jam', { roles: ['team lead'] })],
    },
    [
      {
        id: 'availability',
        questions: [`Is ${name} available?`],
        answer: "I'm open to full-time quell roles and to freelance front-end work.",
      },
    ],
  );

  it('says no lead job title where only a hackathon role was a lead', () => {
    const a = ask(o, `Has ${name} held a team lead job title anywhere?`);
    expect(a.text).toMatch(/^No, not in a job on the site: none is titled as a lead\. In hackathons/);
    expect(a.items).toContain('quell-jam');
  });

  it('says yes to leading a team at a hackathon where a hackathon role was a lead', () => {
    const a = ask(o, `Has ${name} ever led a team at a hackathon?`);
    expect(a.text).toMatch(/^Yes: .* team lead of \[\*\*Team quell-jam\*\*\]/);
  });

  it('answers whether the owner is open to a kind of work from their own faq', () => {
    const a = ask(o, `Is ${name} open to part-time mentoring work?`);
    expect(a.kind).toBe('faq');
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('full-time quell roles');
  });
});
