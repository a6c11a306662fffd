import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, entriesOf, entry, projectEntry, withEntries, withFaq } from './ownerCopies';
import type { Owner } from '../../../content/schema';

// A conference speaker gives talks, not speaks languages; a language the owner is learning is a
// partly, in their words; "looking for a job?" is not answered by an entry on management roles.

const withLife = (o: Owner, life: string): Owner => {
  const [first] = entriesOf(o, 'personal');
  return withEntries(o, 'personal', [{ ...first!, content: life }]);
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads a conference speaker as talks given', () => {
    const talk = projectEntry('quell-talk', {
      kinds: ['talk'],
      summary: 'Slides for my QuellConf 2023 talk.',
    });
    const o = withLife(
      { ...owner, projects: [talk, ...owner.projects] },
      'I speak Slovenian, Swedish and English.',
    );
    const a = ask(o, `is ${name} a conference speaker`);
    expect(a.items).toContain('quell-talk');
    expect(a.text).not.toMatch(/Slovenian/);
  });

  it('answers a language the owner is learning with their own words', () => {
    const o = withLife(withFaq(owner, []), "I'm learning Japanese (slowly). I speak Slovenian and English.");
    const a = ask(o, `does ${name} know japanese`);
    expect(a.text).toMatch(/^Partly\b[^]*learning Japanese/);
  });

  it('never answers "looking for a job?" with an entry on management roles only', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-manage',
        questions: [
          `Would ${name} go back to management?`,
          'Are they interested in engineering manager roles?',
        ],
        answer: "Not right now. I'm not looking for a pure people-management role.",
      },
    ]);
    expect(ask(o, `is ${name} looking for a job`).items).not.toContain('quell-manage');
  });
});

describe.each(OWNERS)('seeking unsaid on %s', (_, owner) => {
  it('says the site does not say whether the owner is looking, never a "looking after" sentence', () => {
    const o = withEntries(withFaq(owner, []), 'career', [
      entry(
        'quell-admin',
        'Systems Administrator',
        'Quell Hosting',
        '2012-09',
        'present',
        'My first job: looking after about 400 servers.',
      ),
    ]);
    const a = ask(o, `is ${owner.firstName} looking for a job`);
    expect(a.text).toMatch(/^The site doesn't say whether/);
    expect(a.items).toEqual(['quell-admin']);
  });

  it('quotes the owner’s words on roles they would take when no entry says they are looking', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-move',
        questions: [`Would ${owner.firstName} relocate?`, 'Is he open to moving abroad?'],
        answer: 'Yes. I am open to relocating to Canada for the right role.',
      },
    ]);
    const a = ask(o, `is ${owner.firstName} looking for a job`);
    expect(a.text).toMatch(/^The site doesn't say whether[^]*open to relocating/);
    expect(a.items).toContain('quell-move');
  });
});
