import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withPersonal } from './ownerCopies';

// Facts only an item's own words hold outweigh what its title or stack suggests: a protocol a tool
// speaks, a patent, a job that started part-time, an engineer post that was mostly research.

const BUS = { title: 'Quellbus', icon: 'code' };

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [first, second, ...rest] = owner.projects;

  it.runIf(second)("says yes when a project's own words name what its stack does not", () => {
    const o: Owner = {
      ...owner,
      projects: [
        { ...first!, description: `${first!.description} It talks to the boards over Quellbus.` },
        { ...second!, techStack: [...second!.techStack, BUS] },
        ...rest,
      ],
    };
    const a = ask(o, `does ${first!.title} work over Quellbus?`);
    expect(a.text).toMatch(/^Yes, in its own words: .*over Quellbus/);
    expect(a.items).toEqual([first!.slug]);
  });

  it('finds a patent the About prose names, not a degree', () => {
    const o = withPersonal(owner, 'I hold a patent for a Quellmere valve.');
    const a = ask(o, `Does ${name} hold any patents?`);
    expect(a.text).not.toMatch(/^No/);
    expect(a.text).toContain('Quellmere valve');
  });

  const jobs = [
    entry(
      'quell-lab',
      'Quell Engineer',
      'Quellmere Institute',
      '2020-01',
      '2022-10',
      'Despite the title the role was mostly research on valves. The contract overlapped my first months at Brindlecorp, where I started part-time.',
    ),
    entry('brindle', 'Quell Developer', 'Brindlecorp', '2022-08', 'present', 'I build the valve software.'),
  ];
  const o = withEntries(owner, 'career', jobs);

  it("puts hours said in a clause on another employer with that employer's job", () => {
    const a = ask(o, `Has ${name} ever worked part-time?`);
    expect(a.items).toEqual(['brindle']);
    expect(a.text).toMatch(/started part-time; the site doesn't say whether it still is/);
    expect(ask(o, `was ${name} full time at Brindlecorp?`).text).toMatch(/^Not at first: /);
  });

  it('answers what a job mostly was from its own words over its title', () => {
    const a = ask(o, 'Was the Quell Engineer job mostly engineering work?');
    expect(a.text).toMatch(/^No, in .* own words .*mostly research/);
    expect(ask(o, 'was the Quellmere job mostly research?').text).toMatch(/^Yes/);
  });

  it.runIf(second)('answers "which of those…" with the work in view whose own words say it', () => {
    const p: Owner = {
      ...owner,
      projects: [
        { ...first!, description: `${first!.description} Two clients ship it in production.` },
        second!,
        ...rest,
      ],
    };
    const a = askAfter(p, `what projects has ${name} built?`, 'which of those are used in production?');
    expect(a.items).toContain(first!.slug);
    expect(a.text).toContain('ship it in production');
  });
});
