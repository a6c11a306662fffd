import { describe, expect, it } from 'vitest';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import { ask, withFaq } from './ownerCopies';

// What a recruiter says of the role before a question, and faq phrasings that share only the
// question's function words.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const him = { he: 'him', she: 'her', they: 'them' }[owner.pronouns ?? 'they'];
  const summary = new RegExp(`^\\*\\*${owner.name}\\*\\*`);
  const projectList = new RegExp(`has ${owner.projects.length} projects? on the site`);

  it('answers a whole question after a hiring statement as the question', () => {
    expect(ask(owner, `We're hiring a creative technologist. Quick rundown of ${him}?`).text).toMatch(
      summary,
    );
    expect(ask(owner, `hiring for a creative technologist role, quick rundown of ${him}?`).text).toMatch(
      summary,
    );
    expect(ask(owner, `Hiring for a backend role, what are ${name}'s projects?`).text).toMatch(projectList);
  });

  it('keeps the hiring statement for a question that leans on it', () => {
    const a = ask(owner, `We're hiring for a Haskell role. Would ${name} fit?`);
    expect(a.text).toContain('Haskell');
  });

  it("answers a question on another topic than a faq's, whatever function words they share", () => {
    const o = withFaq(owner, [
      {
        id: 'rates',
        questions: [`What are ${name}'s rates?`],
        answer: 'Rates are agreed per engagement.',
      },
    ]);
    expect(ask(o, `what are ${name}'s projects?`).text).toMatch(projectList);
    const answerer = createAnswerer(o);
    const plans = answerer.classifier.classify(answerer.parse(`what are ${name}'s plans?`).slotted);
    expect(plans?.faq?.score ?? 0).toBe(0);
    expect(ask(o, `What are ${name}'s rates?`).text).toContain('Rates are agreed per engagement.');
  });

  it('answers an interest in a kind of role from the faq whose phrasings name it', () => {
    const o = withFaq(owner, [
      {
        id: 'availability',
        questions: [`Is ${name} open to new roles?`],
        answer: 'I am open to new roles from 2027.',
      },
      {
        id: 'management',
        questions: [`Is ${name} interested in management?`, 'Would they take a manager role?'],
        answer: 'I am not interested in management roles.',
      },
    ]);
    expect(ask(o, `Is ${name} interested in an engineering manager position?`).text).toBe(
      `In ${name}'s own words: “I am not interested in management roles.”`,
    );
    expect(ask(o, `Is ${name} looking for new roles?`).text).toBe(
      `In ${name}'s own words: “I am open to new roles from 2027.”`,
    );
  });

  it('answers when the owner could start from the availability faq, where it gives a time', () => {
    const faq = (answer: string) => [
      { id: 'availability', questions: [`Is ${name} available for work?`], answer },
    ];
    const dated = withFaq(owner, faq('I am open to new roles from March 2027.'));
    expect(ask(dated, `When could ${name} start?`).text).toContain('from March 2027');
    for (const q of [`Can ${name} start right away?`, `Is ${name} available now?`])
      expect(ask(dated, q).text, q).toContain('from March 2027');
    const undated = withFaq(owner, faq('I am open to senior roles in the area.'));
    expect(ask(undated, `When could ${name} start?`).text).toBe(
      `The site gives no start date. In ${name}'s own words: “I am open to senior roles in the area.”`,
    );
  });

  it('answers what the owner is looking for from the faq that says it, and not what it leaves out', () => {
    const o = withFaq(owner, [
      {
        id: 'quellwork',
        questions: [`Is ${name} available for work?`, 'Is she looking for a job?'],
        answer: "Yes: I'm open to full-time junior or mid-level quellstack roles, remote or hybrid.",
      },
    ]);
    for (const q of [`what level is ${name} looking for?`, `what kind of role is ${name} looking for?`])
      expect(ask(o, q).text, q).toBe(
        `In ${name}'s own words: “I'm open to full-time junior or mid-level quellstack roles, remote or hybrid.”`,
      );
    expect(ask(o, `is ${name} open to remote work?`).text).toMatch(/^Yes, in .* own words: “I'm open to/);
    expect(ask(o, `is ${name} available part-time?`).text).toMatch(/^The site doesn't say part-time\. In/);
    expect(ask(o, `Would ${name} be a fit for a senior quellstack role?`).text).toMatch(
      new RegExp(
        `^${name} says \\w+ (?:is|are) open to junior or mid-level roles; \\w+ words don't name senior ones\\. In`,
      ),
    );
    expect(ask(o, 'open to relocate?').text).not.toMatch(/^Yes/);
    expect(ask(o, 'fulltime?').text).toContain('full-time junior or mid-level quellstack roles');
    expect(ask(o, 'hiya').text).not.toMatch(/^The site doesn't say/);
    expect(ask(o, `what's ${name}'s notice period?`).text).toMatch(/^The site doesn't say/);
    expect(ask(o, `what salary is ${name} looking for?`).text).toMatch(/^The site gives no figures for/);
  });

  it('answers whether the owner is open to a kind of role from their own faq on roles', () => {
    const seeking =
      "I'm open to senior back-end roles in payments. I'm not looking to go back to game development.";
    const o = withFaq(owner, [
      {
        id: 'seeking',
        questions: [`Is ${name} open to new roles?`, 'Is he looking for a job?'],
        answer: seeking,
      },
    ]);
    for (const q of [`Is ${name} open to game dev jobs?`, `would ${name} take a firmware lead role?`])
      expect(ask(o, q).text, q).toContain('not looking to go back to game development');
    expect(ask(withFaq(owner, []), `Is ${name} open to game dev jobs?`).text).toMatch(
      /^The site doesn't say/,
    );
    // The owner's own "Yes" is to the roles they name, not to a kind of work they do not.
    const yes = withFaq(owner, [
      {
        id: 'seeking',
        questions: [`Is ${name} open to new roles?`],
        answer: "Yes: I'm open to full-stack roles.",
      },
    ]);
    expect(ask(yes, `Is ${name} open to game dev jobs?`).text).toBe(
      `In ${name}'s own words: “I'm open to full-stack roles.”`,
    );
    // What the owner took in the past is the career.
    expect(ask(o, `did ${name} take a job at a startup?`).text).not.toContain('not looking to go back');
  });
});
