import { describe, expect, it } from 'vitest';
import { siteNameOf } from '../../../content/brand';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, withEntries } from './ownerCopies';

// "Name them" and "which level?" after a list are of the list; the site's name is the brand; a count
// asked after a team is its size, never a year; "who are they?" is never the assistant itself.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('names every job in view when asked to name them', () => {
    const a = askInTurn(owner, [`where has ${first} worked?`, 'name them']);
    const jobs = owner.about.find((s) => s.id === 'career')!.entries.map((e) => e.id);
    expect(a.items.length).toBeGreaterThan(1);
    expect(a.items.every((id) => jobs.includes(id))).toBe(true);
    expect(a.text).not.toContain(owner.name);
  });

  it("gives the site's name as the navigation bar shows it", () => {
    expect(ask(owner, "what's the site called?").text).toContain(siteNameOf(owner));
  });

  it('lists the certificates in view when asked which level', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-found',
        'Quell Foundation Level',
        'QSTQB',
        '2016-02',
        '2016-02',
        'The foundation certificate.',
      ),
      entry('quell-adv', 'Quell Advanced Level', 'QSTQB', '2019-11', '2019-11', 'The advanced certificate.'),
    ]);
    const a = askInTurn(o, ['what certificates does she have?', 'which level?']);
    expect([...a.items].sort()).toEqual(['quell-adv', 'quell-found']);
  });

  it('counts a team led by its size, not by the year of a promotion', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-lead',
        'Quell Lead',
        'Quellpay',
        '2021-12',
        'present',
        'I joined as an engineer and was promoted in April 2023. I lead a team of four quellers.',
      ),
    ]);
    const a = askInTurn(o, [`does ${first} lead a team?`, 'how many?']);
    expect(a.text).toContain('team of four');
    expect(a.text).not.toContain('April 2023');
    const who = askAfter(o, `does ${first} lead a team?`, 'who are they?');
    expect(who.text).not.toMatch(/assistant/);
  });
});
