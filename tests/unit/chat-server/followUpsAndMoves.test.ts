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

// Questions a blind round found answered wrongly or not at all: a move between two areas of work,
// an acronym mended into another name, "for what?" and "which tool?" after a skill, a thing made
// found in the owner's About instead of the work, and short follow-ups on one item or one faq.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('tells a move between two areas of work by the jobs around it, and the owner’s words on it', () => {
    const jobs = [
      entry(
        'quell-games',
        'Gameplay Programmer',
        'Quell Games',
        '2080-01',
        '2082-06',
        'Gameplay in Quellscript.',
      ),
      entry('quell-pay', 'Backend Engineer', 'Quellpay', '2083-01', 'present', 'Payment services.'),
    ];
    const o = withPersonal(
      withEntries(owner, 'career', jobs),
      'I started out making quell games and later moved to the web through a bootcamp.',
    );
    const a = ask(o, `Why did ${name} switch from games to web development?`);
    expect(a.text).toMatch(/^The site doesn't give .* reason for moving from game to front-end work\./);
    expect(a.text).toContain(
      '“I started out making quell games and later moved to the web through a bootcamp.”',
    );
    expect(a.text).toMatch(/in order:\n- \[\*\*Gameplay Programmer\*\*\].*\n- \[\*\*Backend Engineer\*\*\]/);
    expect(a.items).toEqual(expect.arrayContaining(['quell-games', 'quell-pay']));
  });

  it('never mends an acronym into another name', () => {
    for (const q of [`Does ${name} know AUTOSAR?`, `does ${name} know autosar?`]) {
      const a = ask(owner, q);
      expect(a.text).toMatch(/AUTOSAR is not among/);
      expect(a.text).not.toMatch(/AutoCAD/);
    }
  });

  it('answers "for what?" after a skill with where it was used', () => {
    const job = entry(
      'quell-ops',
      'Quell Engineer',
      'Quellworks',
      '2080-01',
      '2082-12',
      'I kept the Quellscript build image for a gateway.',
    );
    const o = withSkill(withEntries(owner, 'career', [job]), QUELLSCRIPT);
    const a = askInTurn(o, [`Has ${name} used Quellscript?`, 'for what?']);
    expect(a.text).toContain('“I kept the Quellscript build image for a gateway.”');
    expect(a.text).not.toMatch(/full name/);
  });

  it('finds a thing made in the work before the About, and answers a count of it', () => {
    const board = projectEntry('quell-board', {
      title: 'Quell Split Board',
      summary: 'A split mechanical keyboard designed for quells.',
      description: 'A split keyboard with 36 keys per side.',
    });
    const o = withPersonal(
      { ...owner, projects: [board, ...owner.projects] },
      'I design mechanical keyboards for fun.',
    );
    const a = ask(o, `Has ${name} designed a keyboard?`);
    expect(a.text).toMatch(/^Yes\. The site says:\n- \[\*\*Quell Split Board\*\*\]/);
    const keys = askInTurn(o, [`Has ${name} designed a keyboard?`, 'how many keys?']);
    expect(keys.text).toContain('36 keys per side');
    const drone = projectEntry('quell-fc', {
      title: 'Quell Flight Controller',
      summary: 'A flight controller for hobby quadcopters.',
    });
    const flies = withPersonal(
      { ...owner, projects: [drone, ...owner.projects] },
      'Away from work I fly drones.',
    );
    expect(ask(flies, `Tell me about the drone thing ${name} built`).items).toEqual(['quell-fc']);
  });

  it('gives when and where of one piece of work in view', () => {
    const talk = projectEntry('quell-talk', {
      title: 'Talk: Quells in Production',
      kinds: ['talk'],
      summary: 'A conference talk at Quellconf 2075 in Quellburg.',
    });
    const o = { ...owner, projects: [talk, ...owner.projects] };
    const a = askInTurn(o, ['Tell me about Talk: Quells in Production', 'when and where?']);
    expect(a.text).toMatch(
      /^\[\*\*Talk: Quells in Production\*\*\]\(.*\): 2024\. In its own words: “A conference talk at Quellconf 2075 in Quellburg\.”$/,
    );
  });

  it('quotes the owner’s own answer again when asked how good it is', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-tongues',
        questions: ['What languages do you speak?'],
        answer: 'Quellish natively, and my Quellan is B2.',
      },
    ]);
    const a = askInTurn(o, [`What languages does ${name} speak?`, 'how good is it?']);
    expect(a.text).toMatch(
      /^In .* own words: “Quellish natively, and my Quellan is B2\.” That is all the site says on it\.$/,
    );
  });

  it('reads "the coolest thing" as a judgement, not a description', () => {
    const a = ask(owner, `what's the coolest thing ${name} built?`);
    expect(a.text).not.toMatch(/describes none of/);
    expect(a.text).toMatch(/doesn't rank/);
  });

  it('names the listed tool of the field in view when asked which tool', () => {
    const cad = {
      title: 'Quellcad',
      icon: 'quellcad',
      ariaLabel: 'Quellcad quell routing suite',
      kind: 'tool' as const,
    };
    const board = projectEntry('quell-board', {
      title: 'Quell Board',
      techStack: [{ title: 'Quellcad', icon: 'quellcad' }],
    });
    const o = withSkill({ ...owner, projects: [board, ...owner.projects] }, cad);
    const a = askInTurn(o, [`Can ${name} do quell routing?`, `which tool does ${name} use for that?`]);
    expect(a.text).toMatch(/^Quellcad \(\[\*\*.*\*\*\]\(.*\)\): used in \[\*\*Quell Board\*\*\]/);
  });

  it('weighs hackathon entries by placings and lead roles, without the favourite project', () => {
    const o = withFaq(
      {
        ...owner,
        hackathons: [
          hackathonEntry('quell-won', { result: '1st place', roles: ['team lead'] }),
          hackathonEntry('quell-took-part'),
        ],
      },
      [
        {
          id: 'quell-fav',
          questions: ['What is your favourite project?'],
          answer: 'Quellnote, my first app.',
          items: [owner.projects[0]!.slug],
        },
      ],
    );
    const a = ask(o, `Which hackathon was ${name}'s best?`);
    expect(a.text).toMatch(/^The site doesn't rank .* hackathon entries; these facts bear on it:/);
    expect(a.text).toMatch(/\n- Placings: \[\*\*Team quell-won\*\*\]\(.*\) \(1st place\)/);
    expect(a.text).toMatch(/\n- Lead roles: \[\*\*Team quell-won\*\*\]\(.*\) \(team lead\)/);
    expect(a.text).not.toContain('Quellnote, my first app.');
  });

  it('reads a level in a title as of its own post, not of a developer one', () => {
    const now = entry(
      'quell-now',
      'AI Trainer and Senior Reviewer',
      'Quell Labs',
      '2080-01',
      'present',
      'I grade tasks.',
    );
    const o = withEntries(owner, 'career', [now]);
    expect(ask(o, `Is ${name} a senior developer?`).text).toMatch(
      /^Not by .* current title: in AI Trainer and Senior Reviewer at Quell Labs, “senior” is of the reviewer post, not a developer one\./,
    );
  });

  it('gives a study’s grade as its result, asked after it', () => {
    const study = {
      ...entry('quell-dip', 'Quell Diploma', 'Quell School', '2079-01', '2080-01', 'A year of quells.'),
      result: 'with distinction',
    };
    const o = withEntries(owner, 'education', [study]);
    const a = askInTurn(o, [`When did ${name} finish the Quell Diploma?`, 'what result did they get?']);
    expect(a.text).toMatch(/: with distinction\.$/i);
  });

  it('quotes what an earlier job taught, asked of it by name', () => {
    const job = entry(
      'quell-coach',
      'Quellball Coach',
      'Quell FC',
      '2070-01',
      '2078-01',
      'I coached youth teams.',
    );
    const o = withPersonal(
      withPersonal(
        withEntries(owner, 'career', [job]),
        'Coaching taught me to break big goals into small drills, and I bring that to software.',
      ),
      'Away from work I still play quellball on weekends.',
    );
    const a = ask(o, `How does quellball coaching help ${name} as a software developer?`);
    expect(a.text).toContain(
      '“Coaching taught me to break big goals into small drills, and I bring that to software.”',
    );
  });

  it('reads "how much should we offer?" as pay', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-pay',
        questions: ['What salary do you expect?'],
        answer: 'I would rather talk pay once the role fits.',
      },
    ]);
    expect(ask(o, `How much should we offer ${name}?`).text).toContain(
      'I would rather talk pay once the role fits.',
    );
  });

  it('names the hackathon a role was held at by its event, and "only" one side', () => {
    const mentor = hackathonEntry('quell-mentor', {
      team: 'Mentor',
      event: 'Quellhacks XI',
      roles: ['mentor'],
    });
    const both = hackathonEntry('quell-both', { roles: ['full stack'] });
    const back = hackathonEntry('quell-back', { roles: ['back end'] });
    const o = { ...owner, hackathons: [mentor, both, back] };
    const a = ask(o, `Which hackathon did ${name} mentor at?`);
    expect(a.text).toMatch(
      /^Mentor at 1 of .* 3 hackathon entries:\n- \[\*\*Mentor\*\*\]\(.*\) \(Quellhacks XI, January 2024\): mentor$/,
    );
    const only = ask(o, `In which hackathon did ${name} work only on the back end?`);
    expect(only.items).toEqual(['quell-back']);
  });

  it('picks the place of the kind asked and the degree asked as what follows refers to', () => {
    const jobs = [
      entry('quell-nurse', 'Nurse', "St. Quell's Hospital", '2070-01', '2075-01', 'Night shifts.'),
      entry('quell-health', 'Engineer', 'Quell Health', '2076-01', 'present', 'Health software.'),
    ];
    const o = withEntries(owner, 'career', jobs);
    const which = askInTurn(o, [`Was ${name} a nurse?`, 'which hospital?']);
    expect(which.text).toMatch(/^\*\*St\. Quell's Hospital\*\*: /);
    const studies = [
      entry('quell-ms', 'MS Computer Science', 'Quell Tech', '2077-01', '2079-05', 'Part-time, online.'),
      entry('quell-bsc', 'BSc Nursing', 'Quell University', '2066-09', '2070-05', 'Nursing.'),
    ];
    const s2 = withEntries(owner, 'education', studies);
    const degree = ask(s2, `Does ${name} have a degree in computer science?`);
    expect(degree.items).toEqual(['quell-ms']);
  });

  it('reads "did they ever build anything with AI?" as the work of that kind, not wins', () => {
    const bot = projectEntry('quell-bot', { title: 'Quellbot', kinds: ['ai'] });
    const o = { ...owner, projects: [bot, ...owner.projects] };
    const a = ask(o, `Did ${name} ever build anything with AI?`);
    expect(a.items).toContain('quell-bot');
    expect(a.text).not.toMatch(/wins, prizes or placings/);
  });
});
