import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// The right to work asked of one place, answered from the sentence of the owner's faq on that place:
// a citizen needs no sponsorship there; a place that needs a visa is no plain yes to "can she work there?".

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-visa',
      questions: [`Does ${first} need a visa?`, `Can ${first} work in other countries?`],
      answer:
        "I'm a Canadian citizen, so I can work in Canada without any paperwork. For a role in the US I would need visa sponsorship; for Japan, a work visa.",
    },
  ]);

  it('says whether sponsorship is needed by the sentence on the place asked', () => {
    expect(ask(o, `does ${first} need sponsorship for canada?`).text).toMatch(/^No\b/);
    expect(ask(o, `does ${first} need sponsorship for the US?`).text).toMatch(/^Yes\b/);
    expect(ask(o, `does ${first} need a visa for japan?`).text).toMatch(/^Yes\b/);
  });

  it('gives no plain yes to working where a visa is needed', () => {
    expect(ask(o, `can ${first} work in canada?`).text).toMatch(/^Yes\b/);
    const japan = ask(o, `can ${first} work in japan?`);
    expect(japan.text).not.toMatch(/^Yes\b/);
    expect(japan.items).toEqual(['quell-visa']);
  });
});
