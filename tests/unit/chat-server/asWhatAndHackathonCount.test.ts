import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries } from './ownerCopies';

// "+As what?" after a job asked about is the title held there, not the owner's overview; "how many
// hackathons has he been to?" is a count of the entries, not the length of a career.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('gives the title held at the job in view on "+as what?"', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-coach',
        'Development Coach',
        'Quell Institute',
        '2024-01',
        '2024-08',
        'I coached students.',
      ),
      entry('quell-now', 'AI Trainer', 'Zorb Labs', '2024-09', 'present', 'I write tasks.'),
    ]);
    const a = askAfter(o, `Did ${name} work at Quell Institute?`, 'as what?');
    expect(a.text).toMatch(/^As Development Coach/);
    expect(a.items).toEqual(['quell-coach']);
  });

  it('counts the hackathon entries on "how many hackathons has he been to?"', () => {
    const o = { ...owner, hackathons: [hackathonEntry('zorb-one'), hackathonEntry('zorb-two')] };
    const a = ask(o, `How many hackathons has ${name} been to?`);
    expect(a.text).toContain('2 hackathon entries');
    expect([...a.items].sort()).toEqual(['zorb-one', 'zorb-two']);
  });

  it('says the site gives no team sizes on "how big were the hackathon teams?"', () => {
    const o = { ...owner, hackathons: [hackathonEntry('zorb-one'), hackathonEntry('zorb-two')] };
    const a = ask(o, `How big were ${name}'s hackathon teams?`);
    expect(a.kind).toBe('not-on-site');
    expect([...a.items].sort()).toEqual(['zorb-one', 'zorb-two']);
  });
});
