import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries } from './ownerCopies';

// "Was A before B?": yes or no by the dates of the two named, whether jobs, studies or work.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const now = new Date('2090-01-01T12:00:00Z');
  const study = entry(
    'quell-dip',
    'Diploma in Quellcraft',
    'Quell Institute',
    '2083-09',
    '2084-08',
    'A year.',
  );
  const jobs = [
    entry('quelldata', 'AI Trainer', 'Quelldata Labs', '2084-09', 'present', 'I grade coding tasks.'),
    entry('quell-coach', 'Development Coach', 'Quell Institute', '2084-01', '2084-08', 'I coached students.'),
    entry('quell-club', 'Football Coach', 'Quell FC', '2076', '2083', 'I coached the youth team.'),
  ];
  const hack = (slug: string, date: string) =>
    hackathonEntry(slug.toLowerCase(), { title: slug, team: slug, event: `Quellhack ${date}`, date });
  const o: Owner = {
    ...withEntries(withEntries(owner, 'career', jobs), 'education', [study]),
    hackathons: [hack('Quellquill', '2085-02'), hack('Quellgap', '2082-03')],
  };

  it('says yes or no to one thing claimed before or after another, by their dates', () => {
    expect(ask(o, `Was ${name} at Quelldata Labs before ${name} was a Development Coach?`, now).text).toMatch(
      /^No: .*AI Trainer.* began after .*Development Coach.* ended\./,
    );
    expect(ask(o, `Did ${name} build Quellgap before Quellquill?`, now).text).toMatch(
      /^Yes: .*Quellgap.* \(March 2082\) began before .*Quellquill.* \(February 2085\) began\./,
    );
    expect(ask(o, `Did ${name} make Quellquill after the diploma?`, now).text).toMatch(
      /^Yes: .*Quellquill.* began after .*Diploma in Quellcraft.* ended\./,
    );
  });

  it('answers "after" a job as after it ended, and "before finishing" by its end', () => {
    const after = ask(o, `Was ${name} a development coach after the diploma?`, now);
    expect(after.text).toMatch(
      /^No: .*Development Coach.* began while .*Diploma in Quellcraft.* was under way\./,
    );
    const finishing = ask(
      o,
      `Did ${name} start coaching at Quell Institute before finishing the diploma?`,
      now,
    );
    expect(finishing.text).toMatch(
      /^Yes: .*Development Coach.* began while .*Diploma in Quellcraft.*, before it ended\./,
    );
    expect(finishing.items).toEqual(['quell-coach', 'quell-dip']);
  });

  it('says whether one was still going when the other began', () => {
    expect(
      ask(o, `Was ${name} still a Development Coach when ${name} started at Quelldata Labs?`, now).text,
    ).toMatch(/^No: .*AI Trainer.* began after .*Development Coach.* ended\./);
    expect(
      ask(o, `Was ${name} still doing the diploma when ${name} started as a Development Coach?`, now).text,
    ).toMatch(/^Yes: .*Development Coach.* began while .*Diploma in Quellcraft.* was under way\./);
    expect(
      ask(o, `Was ${name} still working at Quell FC when ${name} started the diploma?`, now).text,
    ).toMatch(/^The site gives only the year for one of them, so it can't say/);
  });

  it('gives no verdict where the words fit two jobs alike', () => {
    expect(
      ask(o, `Was ${name} still coaching when ${name} started at Quelldata Labs?`, now).text,
    ).not.toMatch(/^(?:Yes|No):/);
  });

  it('weighs the one thing in view against the one named', () => {
    const a = askAfter(
      o,
      'tell me about Quellgap',
      `was that before ${name} started at Quelldata Labs?`,
      now,
    );
    expect(a.text).toMatch(/^Yes: .*Quellgap.* began before .*AI Trainer.* began\./);
  });

  it("says it can't tell when a year alone is given for one of them", () => {
    const vague = withEntries(o, 'career', [{ ...jobs[0]!, start: '2082' }, ...jobs.slice(1)]);
    expect(ask(vague, `Was ${name} at Quelldata Labs before Quellgap?`, now).text).toMatch(
      /^The site gives only the year for one of them, so it can't say which came first/,
    );
  });
});
