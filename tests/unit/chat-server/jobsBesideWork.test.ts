import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries, withPersonal } from './ownerCopies';

// A job beside a piece of work, by the dates alone: whether one ran when the work was made, which
// began first, which jobs were software work, and what a job named by its employer involved.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const later = new Date('2090-01-01T12:00:00Z');
  const jobs = [
    entry(
      'quelldata',
      'AI Trainer',
      'Quelldata Labs',
      '2084-09',
      'present',
      'I write and grade coding tasks that train language models.',
    ),
    {
      ...entry('quellclub', 'Coach', 'Quell FC', '2076', '2083', 'I coached the youth team.'),
      field: 'other' as const,
    },
  ];
  const hack = (slug: string, date: string) =>
    hackathonEntry(slug.toLowerCase(), { title: slug, team: slug, event: `Quellhack ${date}`, date });
  const o: Owner = {
    ...withEntries(owner, 'career', jobs),
    hackathons: [hack('Quellquill', '2085-02'), hack('Quellcare', '2084-09'), hack('Quellgap', '2084-03')],
  };

  it('says whether a job ran while a piece of work was made, by the dates', () => {
    const yes = ask(o, `was ${name} employed while building Quellquill?`, later);
    expect(yes.text).toMatch(/^Yes, by the dates: .*Quellquill.* is dated February 2085/);
    expect(yes.text).toContain('Quelldata Labs');
    const no = ask(o, `did ${name} have a job when ${name} made Quellgap?`, later);
    expect(no.text).toMatch(
      /^No, by the dates: .*Quellgap.* is dated March 2084, and no job on the site ran then\./,
    );
  });

  it('says neither came first of two that began in the same month', () => {
    const a = ask(o, `was Quellcare before or after ${name} started at Quelldata Labs?`, later);
    expect(a.text).toMatch(/^Neither came first: both began in the same month\./);
    const after = askAfter(
      o,
      'tell me about Quellquill',
      `was that before or after ${name} started at Quelldata Labs?`,
      later,
    );
    expect(after.text).toMatch(/AI Trainer.* came first; .*Quellquill.* is newer\./);
  });

  it('sorts the jobs into software work and the rest when asked which were software jobs', () => {
    const a = ask(o, `Which of ${name}'s jobs were actually software jobs?`, later);
    expect(a.text).toMatch(/software jobs on the site:\n- .*AI Trainer.*\n\nOutside software:\n- .*Coach/);
    // "Which were not software jobs?": only those, so that "that one" after it is one of them.
    const not = ask(o, `Which of ${name}'s jobs were not software jobs?`, later);
    expect(not.text).toMatch(/jobs on the site outside software:\n- .*Coach/);
    expect(not.text).not.toContain('AI Trainer');
  });

  it('reads "not programming jobs" by the posts the titles name', () => {
    const qa = withEntries(owner, 'career', [
      entry('quell-qa', 'QA Tester', 'Quellplay', '2080-01', '2082-01', 'I tested games.'),
      entry('quell-prog', 'Gameplay Programmer', 'Quellworks', '2082-02', 'present', 'I program games.'),
      entry('quell-tech', 'Technical Artist', 'Quellworks', '2079-01', '2079-12', 'I wrote shaders.'),
    ]);
    const a = ask(qa, `Which of ${name}'s jobs weren't programming jobs?`, later);
    expect(a.text).toMatch(/titles and own words name no programming:\n- \[\*\*QA Tester\*\*\]/);
    expect(a.items).toEqual(['quell-qa']);
  });

  it('answers what a job at a named employer involves from its own words', () => {
    const a = ask(o, `What does ${name}'s training work at Quelldata Labs involve?`, later);
    expect(a.text).toContain('I write and grade coding tasks that train language models.');
    expect(a.items).toContain('quelldata');
  });

  it('leaves a hackathon the owner only judged out of the work built with a technology', () => {
    const stack = owner.projects[0]?.techStack[0];
    if (!stack) return;
    const judged = hackathonEntry('quelljudge', {
      title: 'Quelljudge',
      roles: ['judge', 'mentor'],
      techStack: [stack],
    });
    const copy = { ...owner, hackathons: [judged, ...owner.hackathons] };
    const a = ask(copy, `which projects and hackathons has ${name} built with ${stack.title}?`);
    expect(a.text).not.toContain('Quelljudge');
    expect(a.items).not.toContain('quelljudge');
  });
});

describe.each(OWNERS)('stints, breaks and side prizes on %s', (_, owner) => {
  const name = owner.firstName;
  const later = new Date('2090-01-01T12:00:00Z');
  const career = withEntries(owner, 'career', [
    entry('back', 'Senior Developer', 'Quellline', '2083-01', 'present', 'I came back to lead the team.'),
    entry('green', 'Developer', 'Quellgreen', '2082-01', '2082-12', 'Ticketing.'),
    entry('first', 'Junior Developer', 'Quellline', '2080-01', '2081-12', 'My first job.'),
  ]);

  it('weighs the stint an ordinal names at an employer of several jobs', () => {
    for (const q of [
      `Which job lasted longer, Quellgreen or ${name}'s first stint at Quellline?`,
      `was ${name} longer at Quellgreen or at Quellline the first time?`,
    ]) {
      const a = ask(career, q, later);
      expect(a.text, q).toMatch(/^Longer: .*Junior Developer.* at Quellline/);
      expect(a.text, q).not.toContain('Senior Developer');
    }
  });

  it('tells of a break the owner’s own words give within the dates', () => {
    const o = withPersonal(career, 'In 2084 I took six months of parental leave.');
    expect(ask(o, `Has ${name} ever taken a career break?`, later).text).toMatch(
      /^Yes, within the dates: .*own words tell of a break:\n- .*“In 2084 I took six months of parental leave\.”/,
    );
  });

  it('reads "the pharmacy" as where the pharmacy job was, and how long another ran beside it', () => {
    const study = {
      ...entry(
        'degree',
        'Doctor of Quellpharmacy',
        'Faculty of Quellpharmacy',
        '2078-09',
        '2080-06',
        'I left.',
      ),
      field: 'other' as const,
    };
    const shop = {
      ...entry('shop', 'Quellpharmacy Assistant', 'Quellamal', '2080-07', '2083-02', 'Counter work.'),
      field: 'other' as const,
    };
    const side = entry('side', 'Freelance Developer', 'Self-employed', '2081-01', '2083-02', 'Evenings.');
    const e = withEntries(withEntries(owner, 'education', [study]), 'career', [side, shop]);
    const did = ask(e, `What did ${name} do at the quellpharmacy?`, later);
    expect(did.items).toEqual(['shop']);
    expect(
      ask(e, `For how long was ${name} freelancing and working at the quellpharmacy at the same time?`, later)
        .text,
    ).toMatch(/Freelance Developer.*: about 2 years at the same time/);
  });

  it('says a sponsor prize is not the event won', () => {
    const o = {
      ...career,
      hackathons: [
        hackathonEntry('quellhot', {
          title: 'Quellhot',
          team: 'Quellhot',
          event: 'Quelljunction 2081',
          date: '2081-11',
          result: 'Quellsemi sponsor prize: best use of cellular IoT',
        }),
      ],
    };
    expect(ask(o, `did ${name} win Quelljunction 2081?`, later).text).toMatch(
      /^Not the event itself, but a prize of its own: .*Quellsemi sponsor prize/,
    );
    const fourth = {
      ...o,
      hackathons: [{ ...o.hackathons[0]!, result: 'Best Hardware Hack prize (4th place overall)' }],
    };
    expect(ask(fourth, `did ${name} win Quelljunction 2081?`, later).text).toMatch(
      /^Not the event itself, but a prize of its own: .*Best Hardware Hack prize \(4th place overall\)/,
    );
  });
});

describe.each(OWNERS)('the sides of a stack on %s', (_, owner) => {
  const [p, q, ...rest] = owner.projects;
  const stack = (...titles: string[]) => titles.map((title) => ({ title, icon: 'x' }));
  const o: Owner =
    p && q
      ? {
          ...owner,
          projects: [
            { ...p, title: 'Quellbuddies', techStack: stack('React', 'Bootstrap', 'Django', 'PostgreSQL') },
            { ...q, title: 'Quellreview', techStack: stack('Django', 'Bootstrap', 'Cloudinary') },
            ...rest,
          ],
        }
      : owner;

  it('gives the back end of a piece of work, not the skill category of that name', () => {
    if (!p || !q) return;
    expect(ask(o, "what's the back end of Quellbuddies?").text).toMatch(
      /^The back end of .*Quellbuddies.*: Django and PostgreSQL \(the rest of its stack: React and Bootstrap\)/,
    );
    const each = askAfter(o, 'compare Quellbuddies and Quellreview', "What's the back end of each?");
    expect(each.text).toMatch(
      /The back end of .*Quellbuddies.*\n[\s\S]*The back end of .*Quellreview.*: Django/,
    );
    // A hosted platform serves either side: it is never sorted into one.
    expect(ask(o, "what's the front end of Quellreview?").text).toMatch(
      /: Bootstrap \(the rest of its stack: Django and Cloudinary\)/,
    );
  });
});

describe.each(OWNERS)('a hackathon the owner only designed for, on %s', (_, owner) => {
  const name = owner.firstName;
  const stack = (...titles: string[]) => titles.map((title) => ({ title, icon: 'x' }));
  const o: Owner = {
    ...owner,
    hackathons: [
      hackathonEntry('quellleaf', {
        title: 'Quellleaf',
        team: 'Quellleaf',
        event: 'Quellhack',
        roles: ['design'],
        techStack: stack('Quellscript', 'Figma'),
        description: { app: 'An app.', role: "I did the design only. I didn't write any of the code." },
      }),
    ],
  };

  it('counts none of the team’s code as the owner’s, and says no to coding there', () => {
    const a = ask(o, `has ${name} used Quellscript?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(ask(o, `did ${name} code at Quellleaf or just design?`).text).toMatch(/^No, design only\./);
  });
});

describe.each(OWNERS)('what went on during a job, and still, on %s', (_, owner) => {
  const name = owner.firstName;
  const later = new Date('2090-01-01T12:00:00Z');
  const jobs = [
    entry('quelldata', 'AI Trainer', 'Quelldata Labs', '2084-09', 'present', 'I grade coding tasks.'),
    entry(
      'quellclub',
      'Coach and Talent Scout',
      'Quell FC',
      '2076',
      '2083',
      'I coached the youth football team.',
    ),
  ];
  const o: Owner = {
    ...withEntries(owner, 'career', jobs),
    hackathons: [
      hackathonEntry('quellcare', { title: 'Quellcare', team: 'Quellcare', date: '2084-10' }),
      hackathonEntry('quellold', { title: 'Quellold', team: 'Quellold', date: '2080-10' }),
    ],
  };

  it('lists the hackathons dated during a job named', () => {
    const a = ask(o, `Which hackathon did ${name} do while working at Quelldata Labs?`, later);
    expect(a.text).toMatch(
      /hackathon entries dated during .*Quelldata Labs.*:\n- .*Quellcare.* \(October 2084\)$/,
    );
  });

  it('says no to still doing what a job that ended was titled for', () => {
    expect(ask(o, `Is ${name} still coaching football?`, later).text).toMatch(
      /^No: the site dates that job as ended:\n- .*Coach and Talent Scout/,
    );
  });
});

describe.each(OWNERS)('own words on a project, on %s', (_, owner) => {
  const [p, ...rest] = owner.projects;
  it('names the co-authors its own words give, whole past a title before a name', () => {
    if (!p) return;
    const description =
      'Quellpaper is the code for our paper, which I co-authored with Ana Quell and Prof. Ida Quell at the Quell Institute.';
    const o = { ...owner, projects: [{ ...p, title: 'Quellpaper', description }, ...rest] };
    expect(ask(o, 'Who co-authored the Quellpaper paper?').text).toContain(
      '“Quellpaper is the code for our paper, which I co-authored with Ana Quell and Prof. Ida Quell at the Quell Institute.”',
    );
  });
});

describe.each(OWNERS)('industry and academia, on %s', (_, owner) => {
  const name = owner.firstName;
  const later = new Date('2090-01-01T12:00:00Z');
  const o = withEntries(owner, 'career', [
    entry('quellai', 'ML Engineer', 'Quell AI', '2082-03', 'present', 'I ship models.'),
    entry(
      'quellsanger',
      'Research Fellow',
      'Quell Institute',
      '2078-09',
      '2082-01',
      'An academic postdoc in genomics.',
    ),
  ]);

  it('leaves a post its own words call academic out of industry', () => {
    expect(ask(o, `Was the Quell Institute job an industry role?`, later).text).toMatch(
      /^No, an academic post: /,
    );
    expect(ask(o, `Did ${name} leave Quell AI to teach?`, later).text).toMatch(/^No: \S+ has not left; /);
    expect(ask(o, `How many years of industry experience does ${name} have?`, later).text).toMatch(
      /starts in March 2082 \(.*ML Engineer/,
    );
  });
});
