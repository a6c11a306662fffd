import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries, withSkill, QUELLSCRIPT } from './ownerCopies';

// Jobs by their field, a technology's years against a length claimed, and a job measured against
// the time in software: each read from the copies' dates and fields, never from the owner's.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const coach = {
    ...entry(
      'quell-coach',
      'Quell Coach',
      'Brindle Rovers',
      '2010-01',
      '2019-12',
      'I coached the under-twelves.',
    ),
    field: 'other' as const,
  };
  const dev = entry(
    'brindle-dev',
    'Software Developer',
    'Brindlecorp',
    '2020-01',
    'present',
    'I build the basket service.',
  );
  const study = {
    ...entry('quell-study', 'BA Quell Studies', 'Brindle University', '2006-09', '2009-06', 'I studied.'),
    field: 'other' as const,
  };
  const mixed = withEntries(withEntries(owner, 'education', [study]), 'career', [dev, coach]);

  it.each([
    `Which of ${name}'s jobs were not in software?`,
    `has ${name} worked outside tech?`,
    `has ${name} always worked in software?`,
  ])('names only the job outside software for "%s"', (q) => {
    const a = ask(mixed, q);
    expect(a.text).toContain('Quell Coach');
    expect(a.text).not.toContain('Software Developer');
    expect(a.items).toEqual(['quell-coach']);
  });

  it('counts the jobs in view in software, or outside it', () => {
    const first = `How many jobs has ${name} had?`;
    const inside = askAfter(mixed, first, 'how many of those were in software?');
    expect(inside.text).toMatch(/^1 of those 2 was in software:\n- \[\*\*Software Developer\*\*\]/);
    expect(inside.items).toEqual(['brindle-dev']);
    const outside = askAfter(mixed, first, "which of them weren't in tech?");
    expect(outside.text).toMatch(/^1 of those 2 was outside software:\n- \[\*\*Quell Coach\*\*\]/);
  });

  it('says yes to worked outside software and no to always in software', () => {
    expect(ask(mixed, `has ${name} worked outside software?`).text).toMatch(/^Yes\b/);
    expect(ask(mixed, `has ${name} always worked in software?`).text).toMatch(/^No\b/);
  });

  it('answers "was it in software?" of the one job in view by its field', () => {
    expect(askAfter(mixed, `What was ${name}'s first job?`, 'was it in software?').text).toMatch(
      /^No: the site lists \[\*\*Quell Coach\*\*\].* as work outside software/,
    );
    expect(askAfter(mixed, `What does ${name} do now?`, 'is that in tech?').text).toMatch(/^Yes\b/);
  });

  it('says none where every job is in software', () => {
    const a = ask(withEntries(owner, 'career', [dev]), `Which jobs were not in software?`);
    expect(a.text).toMatch(/^None: every job .* is in software/);
  });

  it('weighs a job against the time in software, yes or no for the side named first', () => {
    const first = ask(mixed, `Was ${name} a quell coach for longer than ${name} has been coding?`);
    expect(first.text).toMatch(/^Yes\. Longer: .*Quell Coach/);
    const second = ask(mixed, `Has ${name} been coding longer than ${name} was a quell coach?`);
    expect(second.text).toMatch(/^No\. Longer: .*Quell Coach/);
    expect(second.text).toContain('in software since January 2020');
  });

  it('answers teaching people in software from the teaching roles in software only', () => {
    const mentor = entry(
      'code-mentor',
      'Code Mentor',
      'Brindle School',
      '2020-01',
      '2021-01',
      'I mentored students.',
    );
    const a = ask(withEntries(owner, 'career', [mentor, coach]), `did ${name} coach programmers?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('Code Mentor');
    expect(a.text).not.toContain('Quell Coach');
  });

  describe('a length claimed of a technology', () => {
    const using = (start: string, content: string) =>
      withSkill(
        withEntries(owner, 'career', [
          entry('brindle-dev', 'Software Developer', 'Brindlecorp', start, 'present', content),
        ]),
        QUELLSCRIPT,
      );
    it.each([
      ['2024-01', 'I write Quellscript services.', 'more than three years', 'No'],
      ['2024-01', 'I write Quellscript services.', 'more than two years', 'Yes'],
      ['2024-01', 'I write Quellscript services.', 'less than a year', 'No'],
      // The year in the clause naming it starts the use, not the job's start.
      [
        '2018-01',
        'I ran the billing team. In 2025 I wrote our first Quellscript service, and it stuck.',
        'more than three years',
        'No',
      ],
    ])('from a job since %s ("%s"): %s is %s', (start, content, claim, yes) => {
      const a = ask(using(start, content), `Has ${name} used Quellscript for ${claim}?`);
      expect(a.text).toMatch(new RegExp(`^${yes}, by the site's dates`));
      expect(a.items).toContain('brindle-dev');
    });
  });

  it('lists the hackathons without the role or prize a negation names', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-front', { roles: ['front end'], result: 'Best use of data' }),
        hackathonEntry('quell-back', { roles: ['back end'] }),
      ],
    };
    const front = ask(o, `In which hackathons was ${name} not working on the front end?`);
    expect(front.items).toEqual(['quell-back']);
    const prize = ask(o, `Which hackathons did ${name} not win anything at?`);
    expect(prize.items).toEqual(['quell-back']);
  });

  it('reads "how long did that job last?" of the job in view', () => {
    const o = withEntries(owner, 'career', [dev, { ...coach, field: undefined }]);
    const a = askAfter(o, `What did ${name} do at Brindle Rovers?`, 'how long did that job last?');
    expect(a.text).toContain('Quell Coach');
    expect(a.text).toMatch(/about 10 years/);
    expect(a.text).not.toContain('Software Developer');
  });

  it('gives the side that the title and every job title name, and no side for a title naming both', () => {
    const backend = entry(
      'brindle-be',
      'Backend Developer',
      'Brindlecorp',
      '2020-01',
      'present',
      'I build services.',
    );
    const o = withEntries({ ...owner, subtitle: 'Backend Engineer' }, 'career', [backend]);
    // The owner's own faq answer on their strengths may come first.
    expect(ask(o, `Is ${name} more backend or frontend?`).text).toMatch(/(?:^|\n)Back-end, by/);
    const both = { ...o, subtitle: 'Fullstack Developer' };
    expect(ask(both, `Is ${name} more backend or frontend?`).text).toContain("doesn't weigh one side");
  });
});
