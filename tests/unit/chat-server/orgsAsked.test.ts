import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries } from './ownerCopies';

// "Which club did he coach at?": the organisation of the jobs or studies a question describes.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const jobs = [
    entry('quell-labs', 'Data Trainer', 'Quelldata Labs', '2084-09', 'present', 'I grade coding tasks.'),
    entry('quell-club', 'Youth Coach', 'Quell Rovers', '2076', '2083', "I ran the club's under-12 team."),
  ];
  const studies = [
    entry('quell-bsc', 'BSc Quellology', 'Quellburg Institute', '2072-09', '2075-06', 'Three years.'),
  ];
  const o: Owner = withEntries(withEntries(owner, 'career', jobs), 'education', studies);

  it("names the organisation of the job the question's words describe", () => {
    const club = ask(o, `What's the name of the football club ${name} worked at?`);
    expect(club.text).toMatch(/^\*\*Quell Rovers\*\*: .*Youth Coach.* \(from 2076 to 2083\)\.$/);
    expect(club.items).toEqual(['quell-club']);
    expect(ask(o, `Which company does ${name} work for?`).text).toMatch(
      /^\*\*Quelldata Labs\*\*: .*Data Trainer/,
    );
  });

  it('names where the owner studied, and a degree as taken at a university', () => {
    const uni = ask(o, `What was the name of the university ${name} went to?`);
    expect(uni.text).toMatch(/^\*\*Quellburg Institute\*\*: .*BSc Quellology/);
    const diploma = withEntries(o, 'education', [
      { ...studies[0]!, title: 'Diploma in Quellology', role: undefined },
    ]);
    expect(ask(diploma, `Which university did ${name} attend?`).text).toMatch(
      /^The site names no university among .* studies; what it lists:\n- \*\*Quellburg Institute\*\*/,
    );
  });

  it('answers "where?" after jobs or studies with their organisations and places, not the home town', () => {
    const studied = askAfter(o, `What did ${name} study?`, 'where?');
    expect(studied.text).toMatch(/^.*BSc Quellology.* at Quellburg Institute\.$/);
    const placed = withEntries(o, 'career', [{ ...jobs[0]!, location: 'Quelltown' }, jobs[1]!]);
    const worked = askAfter(placed, `Where has ${name} worked?`, 'where was that?');
    expect(worked.text).toContain('at Quelldata Labs (Quelltown)');
    expect(worked.text).toContain('at Quell Rovers');
    expect(worked.text).not.toContain(owner.location);
  });

  it('leaves a wish for a place of work to the answers on what the owner seeks', () => {
    expect(ask(o, `Which company would ${name} like to work for?`).text).not.toMatch(/^\*\*Quell/);
  });
});
