import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, entry, withEntries, withFaq } from './ownerCopies';

// A yes/no on a technology in one piece of work, named or described, is answered of that work; a
// certificate its words say was let lapse is not held; "a rate limiter" is no rate of pay.

const tech = (title: string) => ({ title, icon: 'code' });

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [first, second, ...rest] = owner.projects;
  const o: Owner = {
    ...owner,
    projects: [
      {
        ...first!,
        title: 'Quellbox',
        techStack: [tech('Quellscript')],
        description: 'A coverage-guided quellfuzzer for parsers.',
      },
      ...(second ? [{ ...second, techStack: [...second.techStack, tech('Brindlelang')] }] : []),
      ...rest,
    ],
  };

  it.runIf(second)('says no of the one piece of work named, not yes of others that use it', () => {
    const a = ask(o, `Did ${name} use Brindlelang in Quellbox?`);
    expect(a.text).toMatch(/^No: .*Quellbox.* is built with Quellscript/);
    expect(a.items).toEqual([first!.slug]);
  });

  it.runIf(second)('answers of the work a yes/no describes ("the quellfuzzer")', () => {
    expect(ask(o, `Did ${name} build the quellfuzzer in Brindlelang?`).text).toMatch(/^No: .*Quellbox/);
  });

  it.runIf(second)('still asks about the other work after "besides"', () => {
    expect(ask(o, `has ${name} used Brindlelang besides Quellbox?`).items).not.toEqual([first!.slug]);
  });

  it('says a certificate its words say was let lapse is not held any more', () => {
    const c = withEntries(owner, 'education', [
      entry(
        'quell-cert',
        'Quellmark Certified Professional (QCP)',
        'Quellmark',
        '2018-05',
        '2021-05',
        "I let the certification lapse in May 2021; I haven't renewed it.",
      ),
    ]);
    expect(ask(c, `Is ${name} QCP certified?`).text).toMatch(/^Not any more: /);
  });

  it('does not read "rate limiter" as a rate of pay', () => {
    const f = withFaq(o, [
      { id: 'pay', questions: [`What are ${name}'s rates?`], answer: 'Quellpay on request.' },
    ]);
    expect(ask(f, `What's ${name}'s rate limiting library called?`).text).not.toContain('Quellpay');
    expect(ask(f, `what's ${name}'s day rate?`).text).toContain('Quellpay');
  });
});
