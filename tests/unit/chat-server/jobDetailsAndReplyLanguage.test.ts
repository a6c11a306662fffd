import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, withEntries } from './ownerCopies';

// One detail of the job in view asked in a few words ("since when?", "what was the business
// called?"), and a request to answer in another language: English only, the rest answered.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    entry('kea', 'Design Systems Engineer', 'Kea Pay', '2023-05', 'present', 'I own the component library.'),
    entry(
      'own',
      'Freelance Developer',
      'Ngata Digital',
      '2016-06',
      '2019-02',
      'I built websites for small businesses.',
    ),
  ]);

  it('answers "since when?" of the job in view with its dates alone', () => {
    const a = askInTurn(o, [`Where does ${name} work now?`, 'since when?']);
    expect(a.text).toMatch(/^Since May 2023: .*Design Systems Engineer/);
    const b = askInTurn(o, [`What did ${name} do at Ngata Digital?`, 'since when?']);
    expect(b.text).toMatch(/^From June 2016 to February 2019: /);
  });

  it('names the employer of the job in view', () => {
    const a = askInTurn(o, [`What did ${name} do at Ngata Digital?`, 'what was the business called?']);
    expect(a.text).toMatch(/^Ngata Digital: /);
    expect(a.items).toEqual(['own']);
  });

  it('says it answers in English only, then answers the rest', () => {
    const a = ask(owner, `tell me about ${name}'s projects in Spanish please`);
    expect(a.text).toMatch(/^I answer in English only\. /);
    expect(a.items.sort()).toEqual(ask(owner, `tell me about ${name}'s projects`).items.sort());
    // A question about the owner in a language is no request of the reply.
    expect(ask(owner, `Could ${name} work in German?`).text).not.toMatch(/English only/);
    expect(ask(owner, `Can you tell me if ${name} worked in Japanese companies?`).text).not.toMatch(
      /English only/,
    );
    // Asked for nothing else: what the assistant is for.
    expect(ask(owner, 'Can you reply in French please?').intents).toEqual(['assistant']);
  });
});
