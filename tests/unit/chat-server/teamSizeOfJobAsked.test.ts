import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// "How many people did she manage at Quellmid?" is the size of that job's team, and "how many people
// does she manage?" of the current one's, in whatever words the owner counts them ("twelve engineers
// in two teams", "grew it from three to eight engineers"), never another job's. A Head of Firmware
// with people reporting to them is a manager now, whatever the title's last word. "Her last job
// before Quellbase" is the one right before it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withEntries(owner, 'career', [
    entry(
      'quell-early',
      'Tech Lead',
      'Quellco',
      '2010-01',
      '2015-06',
      'Firmware at a startup, leading five engineers.',
    ),
    entry(
      'quell-mid',
      'Engineering Manager',
      'Quellmid',
      '2015-07',
      '2020-12',
      'Managed the embedded team (grew it from three to eight engineers) building sensors.',
    ),
    entry(
      'quell-now',
      'Head of Firmware',
      'Quellbase',
      '2021-01',
      'present',
      'I run the firmware department: twelve engineers in two teams, with two leads reporting to me.',
    ),
  ]);

  it('answers the team size at the job named', () => {
    const a = ask(o, `How many people did ${owner.firstName} manage at Quellmid?`);
    expect(a.items).toEqual(['quell-mid']);
    expect(a.text).toContain('from three to eight engineers');
  });

  it('answers the team size now from the current job', () => {
    const a = ask(o, `How many people does ${owner.firstName} manage?`);
    expect(a.items).toEqual(['quell-now']);
    expect(a.text).toContain('twelve engineers in two teams');
  });

  it('counts a Head of title as a manager now', () => {
    const a = ask(o, `Is ${owner.firstName} a manager?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.items).toContain('quell-now');
  });

  it('answers "last job before" the one named with the job right before it', () => {
    const a = ask(o, `What was ${owner.firstName}'s last job before Quellbase?`);
    expect(a.items).toEqual(['quell-mid']);
  });

  it('answers "always been a manager?" no, with the post it started in', () => {
    const a = ask(o, `Has ${owner.firstName} always been a manager?`);
    expect(a.text).toMatch(/^No, not always: \w+ started as \[\*\*Tech Lead\*\*\]/);
  });

  it('counts leading a team of engineers now as managing', () => {
    const lead = withEntries(owner, 'career', [
      entry('quell-old', 'Developer', 'Quellco', '2015-01', '2019-12', 'Payments screens.'),
      entry(
        'quell-lead',
        'iOS Lead',
        'Quellpay',
        '2020-01',
        'present',
        "I lead Quellpay's iOS team of 8 engineers.",
      ),
    ]);
    const a = ask(lead, `Is ${owner.firstName} a manager?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.items).toContain('quell-lead');
  });
});
