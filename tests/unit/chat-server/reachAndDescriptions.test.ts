import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
} from './ownerCopies';

// Questions a blind round found answered with a list, the wrong item or a refusal: work weighed by
// its reach, work described by what it does or by its theme, an order word asked again, a reason
// asked of the owner's own pick, a technology asked what it is, a profile asked in a second part, a
// technology that names part of a school, and the work in view found by its store.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const kit = projectEntry('quellkit', {
    title: 'Quellkit',
    kinds: ['library'],
    description:
      'An open-source quell library. It has about 1,900 GitHub stars and 15,000 downloads a month.',
    live: 'https://www.npmjs.com/package/quellkit',
  });
  const app = projectEntry('quellapp', {
    title: 'Quellapp',
    kinds: ['mobile app'],
    description: 'A quell planner for phones. It has passed 120,000 downloads on Google Play.',
  });
  const quiet = projectEntry('quellnote', { title: 'Quellnote', description: 'A notebook for quells.' });

  it('weighs work by the figures of the reach asked, and says where the site gives none', () => {
    const o = { ...owner, projects: [kit, app, quiet] };
    const most = ask(o, `Which of ${name}'s projects has the most downloads?`);
    expect(most.text).toMatch(
      /^By the figures on the site, \[\*\*Quellapp\*\*\]\(.*\) has the most downloads: “/,
    );
    expect(most.text).toContain('15,000 downloads');
    // The one with the most is what a follow-up's "it" means.
    expect(most.items).toEqual(['quellapp']);
    const stars = ask(o, 'which project has the most stars?');
    expect(stars.text).toMatch(/^The only figure of stars on the site is \[\*\*Quellkit\*\*\]/);
    const popular = ask(o, `what's ${name}'s most popular project?`);
    expect(popular.text).toMatch(
      /^The site doesn't rank .* by reach; the figures it gives:\n- \[\*\*Quellkit/,
    );
    expect(popular.text).toContain('[**Quellapp**]');
    expect(popular.text).not.toMatch(/^- \[\*\*Quellnote/m);
    const none = ask({ ...owner, projects: [quiet] }, 'which project has the most users?');
    expect(none.text).toMatch(/^The site gives no figures of users for /);
    // A rating's scale is no figure of stars.
    const rated = projectEntry('quellrate', { description: 'Members rate quells from one to five stars.' });
    expect(ask({ ...owner, projects: [rated, quiet] }, 'which project has the most stars?').text).toMatch(
      /^The site gives no figures of stars/,
    );
  });

  it('picks again from the whole list when an order word follows a tie', () => {
    const dated = (slug: string, year: number) => projectEntry(slug, { year });
    const o = {
      ...owner,
      projects: [dated('quell-a', 2071), dated('quell-b', 2071), dated('quell-c', 2074)],
    };
    const a = askInTurn(o, [`what projects has ${name} done?`, 'which is the oldest?', 'and the newest?']);
    expect(a.items).toEqual(['quell-c']);
  });

  it("gives the owner's own reason when asked why after a ranking that quoted it", () => {
    const o = withFaq({ ...owner, projects: [kit, quiet] }, [
      {
        id: 'quell-favourite',
        questions: ['What is your favourite project?'],
        answer: 'Quellkit: people I never met use it every day.',
        items: ['quellkit'],
      },
    ]);
    const a = askInTurn(o, [`which project is ${name}'s most impressive?`, 'why?']);
    expect(a.text).toMatch(/^In .* own words: “Quellkit: people I never met use it every day\.”/);
    expect(a.items[0]).toBe('quell-favourite');
  });

  it('finds work by what it does and a hackathon by its theme', () => {
    const yule = hackathonEntry('quell-ledger', {
      event: 'Quell Hack: Financial Literacy',
      roles: ['back end'],
      description: { app: 'A budgeting game.', role: 'I built the quell savings API.' },
    });
    const o = { ...owner, projects: [kit, app, quiet], hackathons: [yule, hackathonEntry('quell-other')] };
    const theme = ask(o, 'which hackathon was about financial literacy?');
    expect(theme.items).toEqual(['quell-ledger']);
    const both = ask(o, `Which hackathon was about financial literacy and what did ${name} do there?`);
    expect(both.text).toContain('I built the quell savings API.');
    const described = ask(o, 'Tell me about the app that plans quells on phones');
    expect(described.items).toEqual(['quellapp']);
    expect(described.text).toMatch(/^\[\*\*Quellapp\*\*\]/);
    const link = ask(o, 'Link to the quell notebook project?');
    expect(link.items).toEqual(['quellnote']);
  });

  it('gives an example of a kind among those in view', () => {
    const led = (slug: string) => hackathonEntry(slug, { roles: ['team lead'] });
    const o = { ...owner, hackathons: [led('quell-one'), led('quell-two')] };
    const a = askInTurn(o, [`Has ${name} led a team?`, 'give me an example from a hackathon']);
    expect(a.text).toMatch(/^\[\*\*Team quell-(?:one|two)\*\*\]/);
    expect(a.text).toMatch(/\n\nOthers of those: \[\*\*Team quell-/);
  });

  it('says what the site holds of a technology asked what it is, and no more', () => {
    const o = withSkill({ ...owner, projects: [kit] }, QUELLSCRIPT);
    const a = ask(o, 'what is Quellscript?');
    expect(a.text).toMatch(
      /^The site doesn't explain what Quellscript is\. What it says of .*: Quellscript is among/,
    );
    expect(a.items).toContain('quellkit');
    expect(ask(o, 'what is the capital of France?').kind).toBe('off-topic');
  });

  it('gives each link asked in a two-part message, and a job’s employer after it', () => {
    const links = ask(
      owner,
      `What's ${name}'s LinkedIn? And ${owner.pronouns === 'she' ? 'her' : 'his'} GitHub?`,
    );
    expect(links.text).toContain(`](${owner.linkedin})`);
    expect(links.text).toContain(`](${owner.github})`);
    const staff = entry(
      'quell-pay',
      'Quell Engineer',
      'Quellpay',
      '2080-01',
      '2082-12',
      'A quell payments startup.',
    );
    const o = withEntries(owner, 'career', [
      staff,
      entry('quell-b', 'Quell Dev', 'Quellco', '2083-01', 'present', 'Agency work.'),
    ]);
    const which = askInTurn(o, [`Has ${name} worked in payments?`, 'which company?']);
    expect(which.text).toMatch(/^\*\*Quellpay\*\*: /);
  });

  it('reads a technology named whole before a school its word is part of', () => {
    const school = entry(
      'quell-learn',
      'Self-taught',
      'Quellscript Learn and videos',
      '2070-01',
      '2071-01',
      'I read.',
    );
    const o = withSkill(withEntries(owner, 'education', [school]), QUELLSCRIPT);
    const a = ask(o, `Does ${name} know Quellscript?`);
    expect(a.text).toMatch(/^Yes: Quellscript is among .* listed skills/);
    expect(ask(o, `what did ${name} learn at Quellscript Learn?`).items).toContain('quell-learn');
  });

  it('finds the one of those in view on the store asked', () => {
    const o = { ...owner, projects: [kit, app, quiet] };
    const a = askInTurn(o, [`Does ${name} have any projects?`, 'where can I find it on npm?']);
    expect(a.text).toBe(
      '[**Quellkit**](/projects?item=quellkit) is on [npm](https://www.npmjs.com/package/quellkit).',
    );
  });

  it('answers a contact question without an faq on being on call', () => {
    const o = withFaq(owner, [
      { id: 'quell-call', questions: ['Is the owner OK with on-call?'], answer: 'Yes, on a fair rotation.' },
    ]);
    expect(ask(o, `How can I contact ${name}?`).text).not.toContain('fair rotation');
  });

  it('says a technology is not listed without quoting sentences for the verb of using it', () => {
    const o = withPersonal(owner, 'I write a weekly quell newsletter.');
    const a = ask(o, `Can ${name} write Elixir?`);
    expect(a.text).toMatch(/^(?:No|No, not as a listed skill): Elixir is not among/);
    expect(a.text).not.toContain('newsletter');
  });

  it('quotes a job whole, and its outcome asked after it', () => {
    const job = entry(
      'quell-ops',
      'Quell Engineer',
      'Quellparcel',
      '2080-01',
      '2082-12',
      'Quellparcel is a parcel startup. I led its move from hand-built servers to Quellcloud. Deploys went from weekly to dozens a day.',
    );
    const o = withEntries(owner, 'career', [job]);
    const first = ask(o, `What did ${name} do at Quellparcel?`);
    expect(first.text).toContain('Deploys went from weekly to dozens a day.');
    const after = askInTurn(o, [
      `What did ${name} do at Quellparcel?`,
      'what was the result of the migration?',
    ]);
    expect(after.text).toContain('“Deploys went from weekly to dozens a day.”');
  });
});
