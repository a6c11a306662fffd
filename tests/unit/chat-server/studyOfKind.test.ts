import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, withEntries } from './ownerCopies';

// "Tell me about her degree", "what was the bootcamp like?": the study of that kind told whole, or
// that the site lists none, with the studies it does list; never the owner's summary.

// A degree by its title, as owners write one.
const DEGREE = /\b(?:BSc|BA|BEng|MSc|MA|MEng|MBA|PhD|Bachelor|Master|Degree|Doctorate)\b/i;

describe.each(OWNERS)('on %s', (_, owner) => {
  const studies = entriesOf(owner, 'education');
  const degrees = studies.filter((e) => DEGREE.test(`${e.role ?? ''} ${e.title}`));
  const ids = (a: { items?: readonly string[] }) => [...(a.items ?? [])].sort();

  it(`answers "Tell me about ${owner.firstName}'s degree" with the degree, or that there is none`, () => {
    const a = ask(
      owner,
      `Tell me about ${({ he: 'his', she: 'her', they: 'their' } as const)[owner.pronouns ?? 'they']} degree`,
    );
    if (degrees.length === 1) expect(ids(a)).toEqual([degrees[0]!.id]);
    else expect(ids(a)).toEqual((degrees.length ? degrees : studies).map((e) => e.id).sort());
    expect(a.text).not.toContain(owner.tagline);
  });

  it('says the site lists no bootcamp, with the studies it lists', () => {
    const a = ask(owner, 'What was the bootcamp like?');
    expect(a.text).toContain(`lists no bootcamp among ${owner.firstName}'s studies`);
    expect(ids(a)).toEqual(studies.map((e) => e.id).sort());
  });

  it('tells the one bootcamp whole when a study is one', () => {
    const camp = {
      ...studies[0]!,
      id: 'camp',
      title: '2021 - Web Development Bootcamp',
      role: 'Web Development Bootcamp',
      organisation: 'Northwind Academy',
      content: 'Twelve weeks of full-time JavaScript and Node, ending with a team project.',
    };
    const o = withEntries(owner, 'education', [...studies, camp]);
    const a = ask(o, 'Tell me about the bootcamp');
    expect(a.items).toEqual(['camp']);
    expect(a.text).toContain('Twelve weeks of full-time JavaScript');
  });
});
