import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entry,
  projectEntry,
  QUELLSCRIPT,
  withEntries,
  withPersonal,
  withSkill,
} from './ownerCopies';

// Found by a blind round: a listed practice that is also a kind of work ("accessibility"), an alias
// that names a feature ("push notifications" of Firebase), who a project was made with, and a
// skill learnt beside a job outside software.

const ACCESSIBILITY = {
  title: 'Accessibility',
  icon: 'accessibility',
  ariaLabel: 'Accessibility practice',
  kind: 'practice' as const,
  aliases: ['voiceover'],
};
const QUELLBASE = {
  title: 'Quellbase',
  icon: 'quellbase',
  ariaLabel: 'Quellbase',
  kind: 'platform' as const,
  aliases: ['quell alerts'],
};
const withQuellbase = (o: Owner): Owner => ({
  ...withSkill(o, QUELLBASE),
  projects: [
    projectEntry('quell-words', {
      title: 'Quellwords',
      techStack: [{ title: 'Quellbase', icon: 'quellbase' }],
      description: 'A word app, with Quellbase for sync and quell alerts.',
    }),
    projectEntry('quell-queue', {
      title: 'Quellqueue',
      techStack: [{ title: 'Quellbase', icon: 'quellbase' }],
      description: 'An order-ahead app, with Quellbase for accounts.',
    }),
  ],
  hackathons: [],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads a listed practice that is also a kind of work as the practice, with the owner’s words', () => {
    const o = withPersonal(
      withSkill(owner, ACCESSIBILITY),
      'I test every screen with VoiceOver before it ships.',
    );
    const a = ask(o, `Does ${name} care about accessibility, like screen readers?`);
    expect(a.text).toMatch(/^Yes: Accessibility is among/);
    // The owner's own words on it: the sentence added, or an entry of theirs that names it already.
    expect(a.text).toMatch(/: “[^”]*(?:VoiceOver|accessib)/i);
  });

  it('finds a listed skill by a phrase of its label, a kind or category word or a function word in it', () => {
    const o = withSkill(
      withSkill(owner, {
        title: 'Quellzium',
        icon: 'q',
        ariaLabel: 'Quellzium change data capture',
        kind: 'tool',
      }),
      { title: 'Quellform', icon: 'q', ariaLabel: 'Quellform infrastructure as code', kind: 'tool' },
    );
    const cdc = ask(o, `does ${name} know change data capture`);
    expect(cdc.text).toMatch(/^Yes: .*\n- Quellzium/);
    const iac = ask(o, `Is ${name} comfortable with infrastructure as code?`);
    expect(iac.text).toMatch(/^Yes: /);
    expect(iac.text).toContain('- Quellform');
  });

  it('narrows an alias that names a feature to the work that says it', () => {
    const a = ask(withQuellbase(owner), `Has ${name} shipped quell alerts?`);
    expect(a.items).toEqual(['quell-words']);
    expect(a.text).toMatch(/^Yes: .*quell alerts \(Quellbase\)/);
  });

  it('answers who a project in view was made with from its own words', () => {
    const o: Owner = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-watch', {
          title: 'Quellwatch',
          description: 'A stream log. Built in four weeks with two classmates, it won a prize.',
        }),
      ],
    };
    const a = askInTurn(o, ['When did they build Quellwatch?', 'who did they build it with?']);
    expect(a.text).toContain('with two classmates');
    expect(a.items).toEqual(['quell-watch']);
  });

  it('does not count a skill learnt beside a job outside software as used at work, nor say yes to either-or', () => {
    const cafe = {
      ...entry(
        'quell-cafe',
        'Café Manager',
        'Quell Café',
        '2016-05',
        '2020-06',
        'I ran the café. In the lockdown I started teaching myself Quellscript.',
      ),
      field: 'other' as const,
    };
    const dev = entry(
      'quell-dev',
      'Developer',
      'Quellworks',
      '2021-01',
      'present',
      'I ship client apps in Quellscript.',
    );
    const o = {
      ...withSkill(withEntries(owner, 'career', [dev, cafe]), QUELLSCRIPT),
      projects: [projectEntry('quell-side')],
    };
    const a = ask(o, `Did ${name} use Quellscript at work or only on side projects?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('client apps in Quellscript');
    expect(a.text).not.toContain('teaching myself');
  });
});
