import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, withJobContent } from './ownerCopies';

// "Was the company acquired?" asks what became of the employer, not whether the owner worked there:
// the job's own sentence on it, else that the site doesn't say.

describe.each(OWNERS)('on %s', (_, owner) => {
  const job = entriesOf(owner, 'career').find((e) => e.organisation)!;
  const org = job.organisation!;

  it('says the site does not say whether an employer was acquired, never a yes', () => {
    const a = ask(owner, `was ${org} acquired?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain(`doesn't say whether ${org} was acquired`);
    expect(a.kind).toBe('not-on-site');
    expect(a.items).toContain(job.id);
  });

  it("answers an acquisition the job's own words tell, also as a follow-up", () => {
    const o = withJobContent(owner, job, `${job.content} In 2025 the company was acquired by Nimbus Group.`);
    expect(ask(o, `was ${org} acquired?`).text).toMatch(/^Yes: .*acquired by Nimbus Group/);
    const current =
      job.end === 'present' ? `what is ${owner.firstName}'s current job?` : `tell me about ${org}`;
    expect(askAfter(o, current, 'who bought the company?').text).toContain('Nimbus Group');
  });
});
