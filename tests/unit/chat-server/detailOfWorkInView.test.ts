import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, hackathonEntry, projectEntry } from './ownerCopies';

// A word or two right after one piece of work ("+which license?", "+docs?", "+which event?",
// "+who did the sound?") asks a detail of that work: from its links, its event or its own words,
// else said to be missing. Never the off-topic refusal, the site's name or a skill category.

describe.each(OWNERS)('on %s', (_, owner) => {
  const synth = projectEntry('quell-synth', {
    title: 'Quell Synth',
    description:
      'A synthesiser plugin for quells. It is free and open source (GPLv3) and runs on Windows and Linux.',
    github: 'https://github.com/quell/quell-synth',
    live: 'https://quell.example/synth/docs',
  });
  const jam = hackathonEntry('quell-jam', {
    team: 'Quell Crew',
    title: 'Quell Tuba',
    event: 'Quellfest Jam 2024',
    date: '2024-03',
    description: { app: 'A party game about a tuba.', role: 'I wrote the code; our drummer did the sound.' },
  });
  const o = { ...owner, projects: [synth, ...owner.projects], hackathons: [jam, ...owner.hackathons] };

  it('answers "+which license?" with the sentence naming it', () => {
    const a = askAfter(o, 'tell me about Quell Synth', 'which license?');
    expect(a.items).toEqual(['quell-synth']);
    expect(a.text).toContain('GPLv3');
  });

  it.each(['code?', 'docs?'])('answers "+%s" with the links of the work in view', (then) => {
    const a = askAfter(o, 'tell me about Quell Synth', then);
    expect(a.items).toEqual(['quell-synth']);
    expect(a.text).toContain('https://github.com/quell/quell-synth');
  });

  it('answers "+which event?" with the event the entry was made at', () => {
    const a = askAfter(o, 'tell me about Quell Tuba', 'which event?');
    expect(a.items).toEqual(['quell-jam']);
    expect(a.text).toContain('Quellfest Jam 2024');
  });

  it('answers "+who did the sound?" from the entry\'s own words', () => {
    const a = askAfter(o, 'tell me about Quell Tuba', 'who did the sound?');
    expect(a.items).toEqual(['quell-jam']);
    expect(a.text).toContain('our drummer did the sound');
  });

  it('says a detail the work never gives is not on the site', () => {
    const a = askAfter(o, 'tell me about Quell Tuba', 'what genre?');
    expect(a.kind).toBe('not-on-site');
    expect(a.items).toEqual(['quell-jam']);
    expect(a.text).toMatch(/genre/);
  });
});

describe.each(OWNERS)('closed source asked, on %s', (_, owner) => {
  const open = projectEntry('quell-open', {
    title: 'Quell Open',
    github: 'https://github.com/quell/quell-open',
  });
  const shut = projectEntry('quell-shut', { title: 'Quell Shut', live: 'https://quell.example/shut' });
  const o = { ...owner, projects: [open, shut, ...owner.projects] };

  it('says no where the code is linked', () => {
    const a = ask(o, 'Is Quell Open closed source?');
    expect(a.text).toMatch(/^No\b/);
    expect(a.text).toContain('https://github.com/quell/quell-open');
  });

  it('never says no where no code is linked', () => {
    const a = ask(o, 'Is Quell Shut closed source?');
    expect(a.text).not.toMatch(/^(?:No|Yes)\b/);
    expect(a.text).toMatch(/no source code link/);
  });
});
