import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, withEntries } from './ownerCopies';

// "Has he worked in fintech?" of a job at "Northmark Bank": the employer's name is in the field in
// any of the field's names, so the job is in it, not work "for clients" in it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const bank = {
    id: 'northmark',
    title: 'Backend Developer',
    organisation: 'Northmark Bank',
    start: '2090-01',
    end: '2091-06',
    content: 'Built services for card payments and the settlement batch.',
  };
  const o = withEntries(owner, 'career', [...entriesOf(owner, 'career'), bank]);

  it('says yes to the field an employer is named for, with that job', () => {
    const a = ask(o, `has ${name} worked in fintech?`, new Date('2092-01-01'));
    expect(a.text).toMatch(/^Yes:\n- \[\*\*Backend Developer at Northmark Bank/);
    expect(a.items[0]).toBe('northmark');
  });

  it('never counts a finance department or an insurer as fintech', () => {
    const finance = withEntries(owner, 'career', [
      {
        id: 'quell-reporting',
        title: 'Financial Reporting Manager',
        organisation: 'Quell Mining Group',
        start: '2008-02',
        end: '2013-06',
        content: 'I ran the group reporting for eleven subsidiaries.',
      },
      bank,
    ]);
    const a = ask(finance, `has ${name} worked in fintech?`, new Date('2092-01-01'));
    expect(a.items).toEqual(['northmark']);
    expect(ask(finance, `has ${name} worked in finance?`, new Date('2092-01-01')).items).toContain(
      'quell-reporting',
    );
  });
});
