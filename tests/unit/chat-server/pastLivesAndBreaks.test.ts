import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entriesOf, entry, withEntries, withPersonal } from './ownerCopies';

// An owner who studied and worked in another field before software, with a career break: the
// school asked by its town, the former post the headline names, the break never a job before
// software, and "leave" in a question never the break's "Parental leave".

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const study = {
    ...entry(
      'quell-msc',
      'MSc Quellometry',
      'Quell Institute',
      '2008-09',
      '2010-06',
      'Two years of quell theory.',
    ),
    location: 'Quelltown, Quellland',
    field: 'other' as const,
  };
  const job = {
    ...entry('quell-job', 'Data Engineer', 'Quellcorp', '2011-01', '2019-08', 'I built pipelines.'),
  };
  const pause = {
    ...entry(
      'quell-break',
      'Parental leave and travel',
      '',
      '2019-09',
      '2020-08',
      'A year at home with our son.',
    ),
    organisation: undefined,
    field: 'other' as const,
  };
  const now = {
    ...entry('quell-now', 'Backend Engineer', 'Quellpay', '2020-09', 'present', 'I build payment APIs.'),
  };
  const o: Owner = withEntries(
    withEntries(
      { ...owner, tagline: 'Former quellometrist who now builds the pipes data flows through.' },
      'education',
      [...entriesOf(owner, 'education').map((e) => ({ ...e, location: undefined })), study],
    ),
    'career',
    [job, pause, now],
  );

  it('answers a school asked by its town, written in lower case, with that study', () => {
    const a = ask(o, `did ${first} go to university in quelltown`);
    expect(a.text).toMatch(/^Yes: \[\*\*MSc Quellometry\*\*\]/);
  });

  it("answers a former post from the site's headline, not a no", () => {
    const a = ask(o, `is ${first} a quellometrist?`);
    expect(a.text).toMatch(/^Not now, by the site's own headline: “Former quellometrist/);
  });

  it('leaves a career break out of the life before software', () => {
    const a = ask(o, `what did ${first} do before software?`);
    expect(a.text).not.toContain('Parental leave');
    expect(a.text).toContain('MSc Quellometry');
  });

  it('answers why a field was left with the life before software, never the break titled "Parental leave"', () => {
    const said = withPersonal(
      o,
      'I spent five years on quellometry before I realised I enjoyed building the pipelines more.',
    );
    for (const q of [`why did ${first} leave quellometry?`, `why did ${first} quit quellometry`]) {
      const a = ask(said, q);
      expect(a.text, q).not.toMatch(/left \[\*\*Parental leave/);
      expect(a.text, q).toContain('MSc Quellometry');
      expect(a.text, q).not.toMatch(/doesn't say/);
    }
  });

  it('follows up on a place named only in a study with that study, not every job', () => {
    const abroad = withEntries(o, 'education', [
      { ...study, content: 'Two years of quell theory, nine months of it on site at Quellcern.' },
    ]);
    const a = askInTurn(abroad, [`did ${first} work at Quellcern?`, 'for how long?']);
    expect(a.items).toEqual(['quell-msc']);
    expect(a.text).not.toMatch(/^Which one do you mean/);
  });
});
