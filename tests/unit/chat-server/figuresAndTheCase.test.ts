import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, projectEntry, withEntries, withFaq } from './ownerCopies';

// Questions a blind round found answered from the wrong sentence or not at all: a figure pressed for
// after pay, a piece of work's stars among several in view, its rating, back-end work its job's own
// words tell, and the case the site makes for hiring the owner.

const PAY = {
  id: 'pay',
  questions: ['What salary do you expect?'],
  answer: "I'd rather talk about pay once the role fits.",
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('gives no figure when pressed for one after pay, in the owner’s own words', () => {
    const o = withFaq(owner, [PAY]);
    for (const pressed of ['come on, just a ballpark figure', 'ok, what about a rough range?']) {
      const a = askInTurn(o, [`What salary does ${name} expect?`, pressed]);
      expect(a.text).toMatch(/^The site gives no figure\. In .* own words: “I'd rather talk about pay/);
    }
    const twice = askInTurn(o, [
      `What salary does ${name} expect?`,
      'come on, just a ballpark figure',
      'a rough range then?',
    ]);
    expect(twice.text).toMatch(/^The site gives no figure/);
    const other = askInTurn(o, [`What salary does ${name} expect?`, 'what range of projects has he done?']);
    expect(other.text).not.toMatch(/^The site gives no figure/);
  });

  it('finds the stars of one piece of work among several in view, not a word that starts alike', () => {
    const lib = projectEntry('quellkit', {
      title: 'Quellkit',
      description: 'An open-source library. It has about 650 stars on GitHub.',
      github: 'https://github.com/q/quellkit',
    });
    const app = projectEntry('quellapp', {
      title: 'Quellapp',
      description: 'A small app.',
      github: 'https://github.com/q/quellapp',
    });
    const f = withFaq({ ...owner, projects: [lib, app, ...owner.projects] }, [
      { id: 'start', questions: ['When can you start?'], answer: 'I can start in two months.' },
    ]);
    const a = askInTurn(f, [`Does ${name} do open source?`, 'how many stars?']);
    expect(a.text).toContain('650 stars');
    expect(a.text).not.toContain('start in two months');
  });

  it('quotes the rating of the work in view, not its stack', () => {
    const p = projectEntry('quellpad', {
      title: 'Quellpad',
      description: 'Quellpad splits bills. It holds a 4.7-star rating from about 2,300 ratings.',
    });
    const a = askInTurn({ ...owner, projects: [p, ...owner.projects] }, [
      'Tell me about Quellpad',
      'what rating does it have?',
    ]);
    expect(a.text).toContain('4.7-star rating');
  });

  it("says yes to back-end work a job's own words tell", () => {
    const o = withEntries(owner, 'career', [
      entry(
        'svc',
        'Systems Engineer',
        'Quell Services',
        '2018-01',
        '2020-12',
        'I started on a Java back-end team maintaining a claims system.',
      ),
    ]);
    const a = ask({ ...o, projects: [], hackathons: [] }, `Has ${name} done any backend work?`);
    expect(a.text).toMatch(/^Yes\./);
    expect(a.text).toContain('Java back-end team');
  });

  it('makes the case the site holds for hiring the owner', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        entry('lead', 'Lead Engineer', 'Quell Games', '2018-01', 'present', 'I lead a team of six.'),
      ]),
      [
        {
          id: 'best',
          questions: ['What is your greatest strength?'],
          answer: 'Shipping calm, correct code.',
        },
      ],
    );
    const a = ask(o, `Why should we hire ${name}?`);
    expect(a.text).toContain('What stands out:');
    expect(a.text).toContain('“Shipping calm, correct code.”');
    expect(a.text).toMatch(/Lead roles: \[\*\*Lead Engineer\*\*\]/);
  });
});
