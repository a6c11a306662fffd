import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, withEntries } from './ownerCopies';

// "When did she graduate?" is one detail of the studies: when each ended, not the education list.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const studies = entriesOf(owner, 'education');
  const ended = studies.filter((e) => e.end && e.end !== 'present');

  it.runIf(ended.length > 0)('answers when they graduated with the end of each study it names', () => {
    const a = ask(owner, `when did ${name} graduate?`);
    expect(a.items.length).toBeGreaterThan(0);
    for (const id of a.items) {
      const study = studies.find((e) => e.id === id);
      expect(study, id).toBeDefined();
      if (study!.end && study!.end !== 'present') expect(a.text).toContain(study!.end.slice(0, 4));
    }
    expect(a.text).not.toMatch(/newest first|oldest first/);
  });

  it.runIf(studies.some((e) => e.result))('answers a degree result with a grade, not the list', () => {
    const a = ask(owner, `what was ${name}'s degree result?`);
    expect(a.items.every((id) => studies.some((e) => e.id === id))).toBe(true);
    expect(a.text).not.toMatch(/newest first|oldest first/);
    const graded = studies.filter((e) => a.items.includes(e.id) && e.result);
    if (graded.length) expect(a.text.toLowerCase()).toContain(graded[0]!.result!.toLowerCase());
    else expect(a.text).toMatch(/no grade/);
  });

  it('answers the result of a certificate named by its subject, and when it was earned apart', () => {
    const cert = {
      ...entry(
        'quell-cert',
        'Quell Smithing Certificate',
        'Quell Academy',
        '2019-09',
        '2020-06',
        'A year of quell smithing.',
      ),
      result: 'With merit',
    };
    const o = withEntries(owner, 'education', [...studies, cert]);
    const a = ask(o, `What result did ${name} get in the quell smithing certificate?`);
    expect(a.text).toMatch(/^With merit: \[\*\*Quell Smithing Certificate\*\*\]/);
    expect(a.text).not.toMatch(/^No/);
    expect(ask(o, `when did ${name} get the quell smithing certificate?`).text).not.toMatch(/^With merit/);
  });
});
