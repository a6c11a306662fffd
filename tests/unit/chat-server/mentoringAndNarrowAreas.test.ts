import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';
import type { Owner } from '../../../content/schema';

// Mentoring is yes only where words of teaching say so ("I enjoy mentoring"), never from leading
// incident reviews; "logo design" of a designer whose site never says "logo" is no plain yes.

const withLife = (o: Owner, life: string): Owner => {
  const [first] = entriesOf(o, 'personal');
  return withEntries(o, 'personal', [{ ...first!, content: life }]);
};
const withJob = (o: Owner, title: string, content: string): Owner =>
  withEntries(o, 'career', [entry('quell-now', title, 'Quellpay', '2022-03', 'present', content)]);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('says yes to mentoring from the owner’s words on it, never from leading reviews', () => {
    const reviews = withLife(
      withJob(owner, 'Site Reliability Engineer', 'I run the clusters and lead incident reviews.'),
      'I like trains.',
    );
    expect(ask(reviews, `does ${name} mentor`).text).not.toMatch(/^Yes\b/);
    const mentors = withLife(reviews, 'I enjoy mentoring and volunteer with a coding club.');
    expect(ask(mentors, `does ${name} mentor`).text).toMatch(/^Yes\b[^]*enjoy mentoring/);
  });

  it('never says a plain yes to a part of an area the site never names', () => {
    const o = withJob(owner, 'Product Designer', 'I design interfaces in Figma.');
    const a = ask(o, `does ${name} do logo design`);
    expect(a.text).not.toMatch(/^Yes\b/);
    expect(a.text).toMatch(/doesn't name logo design/);
  });
});

describe.each(OWNERS)('verbs beside an area on %s', (_, owner) => {
  it('never takes a verb beside an area’s name for a part of it', () => {
    const o = withJob(
      owner,
      'DevOps Engineer',
      'I moved the bank from its data centre to AWS with Terraform.',
    );
    expect(ask(o, `has ${owner.firstName} done cloud work`).text).not.toMatch(/doesn't name done/);
  });
});
