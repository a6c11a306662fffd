import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, hackathonEntry, withPersonal } from './ownerCopies';

// A name asked of what the last answer was about ("+what's its name?", "+what's his name?" of a
// husband, "+team name?") is that name, never the owner's.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const own = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];
  const other = owner.pronouns === 'he' ? 'her' : 'his';
  const spouse = other === 'his' ? 'husband' : 'wife';
  const o = withPersonal(
    owner,
    `My ${spouse} Quentin, our rescue greyhound Quibble and I moved here in 2018.`,
  );

  it('names the spouse and the pet of the owner’s own words, asked after them or by their kind', () => {
    expect(askAfter(o, `is ${name} married?`, `what's ${other} name?`).text).toMatch(/^Quentin, in /);
    expect(askAfter(o, `does ${name} have pets?`, "what's its name").text).toMatch(/^Quibble, in /);
    expect(ask(o, `what's ${own} dog called?`).text).toMatch(/^Quibble, in /);
    expect(ask(o, `what is ${own} cat called?`).text).toBe(`The site doesn't mention ${own} cat.`);
  });

  it('names the work in view, and a hackathon entry’s team and event', () => {
    const p = owner.projects[0]!;
    const named = askAfter(o, `tell me about ${p.title}`, "what's it called?");
    expect(named.text).toMatch(/^It's called \[\*\*/);
    expect(named.items).toEqual([p.slug]);
    const h = hackathonEntry('quell-jam', { team: 'Quell Crew', event: 'Quellhack 2024', title: 'Quellmap' });
    const withJam = { ...o, hackathons: [h, ...o.hackathons] };
    expect(askAfter(withJam, 'tell me about Quellmap', 'team name?').text).toMatch(/Quell Crew/);
    expect(askAfter(withJam, 'tell me about Quellmap', "what's the event called?").text).toMatch(
      /Quellhack 2024/,
    );
  });

  it('says yes to an everyday thing the owner’s own words say they have', () => {
    const pet = withPersonal(owner, 'At home it is me and our grey cat Quillby.');
    const a = ask(pet, `does ${name} have a cat?`);
    expect(a.text).toMatch(/^Yes\b.*grey cat Quillby/s);
    expect(ask(owner, `does ${name} have a narwhal?`).text).not.toMatch(/^Yes\b/);
  });
});
