import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// The owner's faq on terms answers "open to contract roles?" before one on roles sought; a town
// asked is answered from the faq on moving and never with a yes the answer does not give; a "No"
// that opens an answer on another topic is no "No" to what is asked.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-open',
      questions: [`Is ${first} open to new roles?`, `Is ${first} looking for work?`],
      answer:
        "I'm happy where I am, but I'm open to conversations about staff roles. My notice period is four weeks.",
    },
    {
      id: 'quell-remote',
      questions: [`Does ${first} work remotely?`],
      answer: "Remote only. I'm not relocating, nor looking at hybrid or office roles.",
    },
    {
      id: 'quell-pay',
      questions: [`What are ${first}'s salary expectations?`, `Does ${first} freelance?`],
      answer: "I'm looking for 200,000 base or more. I don't take freelance or contract work.",
    },
    {
      id: 'quell-manage',
      questions: [`Would ${first} take a management role?`],
      answer: "No, I'm not looking for management roles. I want to stay on the staff or principal track.",
    },
  ]);

  it('answers contract work from the faq on terms, with its no', () => {
    const a = ask(o, `is ${first} open to contract roles?`);
    expect(a.items).toEqual(['quell-pay']);
    expect(a.text).toMatch(/^No\b/);
  });

  it('answers a role in a town from the faq on moving, never with a yes', () => {
    const a = ask(o, `is ${first} open to a role in quellington?`);
    expect(a.items).toEqual(['quell-remote']);
    expect(a.text).not.toMatch(/^Yes\b/);
  });

  it('gives no opening no of another topic to what is asked', () => {
    const managing = withFaq(
      owner,
      (o.faq ?? []).filter((f) => f.id === 'quell-manage'),
    );
    const a = ask(managing, `would ${first} consider a principal role?`);
    expect(a.items).toEqual(['quell-manage']);
    expect(a.text).not.toMatch(/^No\b/);
    expect(ask(managing, `would ${first} take a management role?`).text).toMatch(/^No\b/);
  });
});
