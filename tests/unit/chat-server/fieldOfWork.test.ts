import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entry, withEntries } from './ownerCopies';

// A field of work asked of ("safety-critical experience?", "DevRel experience?", "which of her jobs
// was at a startup?") is answered from the jobs whose own words say it, by the standards or titles
// that field goes under; a field no job or work mentions is not on the site, never "not a listed skill".

describe.each(OWNERS)('on %s', (_, owner) => {
  const o = withEntries(owner, 'career', [
    entry(
      'quell-pump',
      'Firmware Engineer',
      'Quellvital',
      '2010-01',
      '2014-06',
      'Wrote C firmware for an infusion pump under IEC 62304 and ISO 14971.',
    ),
    entry(
      'quell-air',
      'Tech Lead',
      'Quellair',
      '2014-07',
      '2019-12',
      'Tech lead for flight-controller firmware at a drone startup, leading five engineers.',
    ),
    entry(
      'quell-now',
      'Developer Advocate',
      'Quellbase',
      '2020-01',
      'present',
      'I write the tutorials, speak at meetups and run our community forum.',
    ),
  ]);

  it('says yes to safety-critical experience from the standards a job names', () => {
    const a = ask(o, `Does ${owner.firstName} have safety-critical experience?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-pump');
  });

  it('says yes to DevRel experience from the job titled for it', () => {
    const a = ask(o, `Does ${owner.firstName} have DevRel experience?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-now');
  });

  it('says yes to work with startups from the job at one, not as a skill', () => {
    const a = ask(o, `Has ${owner.firstName} worked with startups?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toContain('quell-air');
  });

  it('names the job at a startup when asked which one', () => {
    const a = ask(o, `Which of ${owner.firstName}'s jobs was at a startup?`);
    expect(a.items[0]).toBe('quell-air');
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('says a field no job mentions is not on the site', () => {
    const a = ask(o, `Does ${owner.firstName} have agency experience?`);
    expect(a.kind).toBe('not-on-site');
    expect(a.text).toContain("doesn't mention agency");
    expect(a.text).not.toContain('listed skills');
  });
});
