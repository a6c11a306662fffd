import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { askAfter, withFaq } from './ownerCopies';

// "+To where?" after the owner's words on relocating, "+in what currency?" after their words on pay:
// a terse question right after one faq answer is asked of that answer, never of the owner's home.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withFaq(owner, [
    {
      id: 'quell-move',
      questions: [`Would ${name} relocate?`],
      answer: 'I am open to relocating to the UK or Canada for the right role, with visa sponsorship.',
    },
    {
      id: 'quell-pay',
      questions: [`What salary does ${name} expect?`],
      answer: 'I prefer not to share numbers publicly. I benchmark in USD for remote roles.',
    },
  ]);

  it.each([
    [`would ${name} relocate`, 'to where?', 'quell-move', /UK or Canada/],
    [`salary expectations for ${name}?`, 'in what currency?', 'quell-pay', /USD/],
  ])('answers "%s" then "+%s" from that answer', (first, then, id, said) => {
    const a = askAfter(o, first, then);
    expect(a.items).toEqual([id]);
    expect(a.text).toMatch(said);
    expect(a.text).not.toMatch(/^(?:Yes|No)\b/);
  });
});
