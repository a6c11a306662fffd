import type { Owner } from '../../../content';
import type { QuestionCase } from './questionTable';

// Questions the way visitors type them: typos in names, lower case, no question mark, paraphrases,
// questions about time, and two questions in one. Generated from content/ like the main table, so
// the names (and their typos) follow the content.

/** Typos a hurried visitor makes: a letter left out, two letters swapped, a letter doubled. */
export const typo = {
  drop: (word: string, at = 2) => word.slice(0, at) + word.slice(at + 1),
  swap: (word: string, at = Math.floor(word.length / 2) - 1) =>
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  double: (word: string, at = word.length - 1) => word.slice(0, at + 1) + word[at] + word.slice(at + 1),
};

/** A typo in the longest word of a name, the one a visitor is most likely to get wrong. */
const typoInLongestWord = (name: string, make: (w: string) => string) => {
  const longest = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  return name.replace(longest, make(longest));
};

const bold = (s: string) => `**${s}**`;
const years = (title: string) => (title.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthYear = (yyyyMm: string) => MONTH.format(new Date(`${yyyyMm}-01T00:00:00Z`));

export function visitorQuestions(owner: Owner): QuestionCase[] {
  const { firstName } = owner;
  const first = firstName.toLowerCase();
  const section = (id: string) => owner.about.find((s) => s.id === id)?.entries ?? [];
  const education = section('education');
  const career = section('career');
  const startYear = Math.min(...education.flatMap((e) => years(e.title)));
  const cases: QuestionCase[] = [];
  const add = (question: string, mustContain: string[], extra: Partial<QuestionCase> = {}) =>
    cases.push({ question, mustContain, ...extra });
  const projectTitles = owner.projects.flatMap((p) => [bold(p.title)]);
  const noAge = { mustNotContain: ['years old'] };
  const heldNowEntry = career.find((e) => /present/i.test(e.title));

  // Names with typos.
  for (const p of owner.projects) {
    const title = p.title.toLowerCase();
    add(`tell me about ${typo.drop(title)}`, [p.title, p.github!, p.live!]);
    add(`${typoInLongestWord(title, (w) => typo.swap(w))} tech stack`, [
      p.title,
      p.github!,
      ...p.techStack.map((t) => t.title),
    ]);
  }
  for (const h of owner.hackathons) {
    add(`what did ${typoInLongestWord(h.team.toLowerCase(), (w) => typo.drop(w, w.length - 2))} build`, [
      h.title,
      h.description.app,
    ]);
  }
  for (const category of owner.skills) {
    const longest = [...category.skills].sort((a, b) => b.title.length - a.title.length).slice(0, 2);
    for (const skill of longest)
      add(`does ${first} know ${typo.swap(skill.title.toLowerCase())}`, [bold(skill.title), category.name]);
  }
  // Places named in content ("... at Harbor Code Institute"), misspelt.
  const placeOf = (text: string) => text.match(/\b[Aa]t ((?:[A-Z][\w'-]*\s?){2,})/)?.[1]?.trim();
  const places = [
    ...new Set(
      [...education, ...career].map((e) => placeOf(e.content)).filter((p): p is string => Boolean(p)),
    ),
  ];
  for (const place of places) {
    const there = [...education, ...career].filter((e) => e.content.includes(place));
    add(
      `what did ${first} do at ${typoInLongestWord(place.toLowerCase(), (w) => typo.double(w, 2))}`,
      there.map((e) => e.title),
    );
  }
  add(`is ${first} based in ${typo.swap(owner.location.split(',')[0]!.toLowerCase(), 6)}`, [owner.location]);

  // Paraphrases.
  add(`Show me what ${firstName} has made`, projectTitles);
  add(`what kind of stuff does ${first} build`, projectTitles);
  add('any side projects', projectTitles);
  add(`what has ${first} shipped`, projectTitles);
  add(`show me ${first}s work`, projectTitles);
  add(
    `what does ${first} know`,
    owner.skills.map((c) => c.name),
  );
  add(`what was ${first} doing before tech`, [career.at(-1)!.title]);
  add(
    `how did ${first} get into coding`,
    education.map((e) => e.title),
  );
  add(`tell me about ${first}`, [owner.subtitle, owner.location]);
  add(`what is his full name`, [bold(owner.name)]);
  add(
    `whats ${first}s job`,
    career.filter((e) => /present/i.test(e.title)).map((e) => e.title),
  );
  const current = career.filter((e) => /present/i.test(e.title)).map((e) => e.title);
  const past = career.filter((e) => !/present/i.test(e.title)).map((e) => e.title);
  add(`whats ${first} up to these days`, current, { mustNotContain: past });
  add(`what is ${first} working on right now`, current, { mustNotContain: past });
  add(
    `has ${first} worked in a team`,
    owner.hackathons.map((h) => h.team),
  );
  // A project the education names ("It was my final diploma project"), and the owner's own words for fun.
  const diplomaProject = owner.projects.find((p) => /\bdiploma project\b/i.test(p.description));
  if (diplomaProject)
    add(`What was ${firstName}'s diploma project?`, [
      `[${diplomaProject.title}](/projects?item=${diplomaProject.slug})`,
    ]);
  const personal = section('personal');
  if (personal.length) add(`tell me something fun about ${first}`, [personal[0]!.content.slice(0, 40)]);
  // The hackathons by date: the first and the latest, and the list oldest first.
  const dated = [...owner.hackathons].sort((a, b) => a.date.localeCompare(b.date));
  const onlyTeam = (h: (typeof dated)[number]) => ({
    mustNotContain: dated.filter((x) => x !== h).map((x) => x.team),
  });
  add(
    `What was ${first}s first hackathon?`,
    [dated[0]!.team, monthYear(dated[0]!.date)],
    onlyTeam(dated[0]!),
  );
  add(
    `which was his most recent hackathon`,
    [dated.at(-1)!.team, monthYear(dated.at(-1)!.date)],
    onlyTeam(dated.at(-1)!),
  );
  // A skill category asked of the hackathons: the teams whose stack has its skills, and no projects.
  const backendSkills = new Set(
    owner.skills.find((c) => c.slug === 'backend')?.skills.map((t) => t.title) ?? [],
  );
  const usesBackend = (stack: { title: string }[]) => stack.some((t) => backendSkills.has(t.title));
  if (backendSkills.size) {
    add(
      `did ${first} do any back-end work at hackathons`,
      owner.hackathons.filter((h) => usesBackend(h.techStack)).map((h) => h.team),
      {
        mustNotContain: [
          ...owner.hackathons.filter((h) => !usesBackend(h.techStack)).map((h) => `[**${h.team}**]`),
          ...owner.projects.map((p) => `[**${p.title}**]`),
        ],
      },
    );
  }
  // When the owner could start is never on the site: said so, then how to ask.
  add(`whats ${first}s notice period`, ["doesn't say when", '(/contact)']);
  add(`how soon could ${first} join us`, ["doesn't say when", '(/contact)']);
  // Near misses of the rules above: a list of technologies is not a framework's name, "notice" alone is not
  // a notice period, plural hackathons are not one, and leading at hackathons is leadership.
  const skillTitles = owner.skills.flatMap((c) => c.skills.map((t) => t.title));
  const listed = ['TypeScript', 'Node.js', 'PostgreSQL'].filter((t) => skillTitles.includes(t));
  if (listed.length === 3) add(`does ${first} know ts, node and sql`, listed.map(bold));
  add(`when did ${first} notice he liked coding`, [String(startYear)], {
    mustNotContain: ["doesn't say when"],
  });
  add(
    `what are ${first}s recent hackathons`,
    dated.slice(-2).map((h) => h.team),
  );
  const ledTeams = owner.hackathons.filter((h) => /\blead\b/i.test(h.description.role));
  if (ledTeams.length)
    add(`did ${first} lead the frontend at hackathons`, [
      `lead role in ${ledTeams.length} of`,
      ...ledTeams.map((h) => h.team),
    ]);
  // Asked for a degree, the answer says first whether content lists one (read from the entries' own words).
  const listsDegree = education.some((e) =>
    /\b(?:degree|bachelor|master|bsc|msc|ba|ma|phd|doctorate|university|college)\b/i.test(
      `${e.title} ${e.content}`,
    ),
  );
  const noDegree = 'lists no university degree';
  add(
    `does ${first} have a degree in computer science`,
    [...education.map((e) => e.title), ...(listsDegree ? [] : [noDegree])],
    listsDegree ? { mustNotContain: [noDegree] } : {},
  );
  add(
    `where did ${first} study`,
    education.map((e) => e.title),
    { mustNotContain: [noDegree] },
  );
  // Study words alone in a time question ask when the education happened, not when coding started.
  add(
    `when did ${first} graduate`,
    education.map((e) => e.title),
    { mustNotContain: ['started learning to code'] },
  );
  add(
    `When did ${firstName} finish his studies?`,
    education.map((e) => e.title),
    { mustNotContain: ['started learning to code'] },
  );
  // A word that only frames the question ("approach", "think about") is not a topic content must cover.
  const saysAccessible = [
    ...owner.projects.map((p) => p.description),
    ...owner.hackathons.map((h) => h.description.app),
  ].some((t) => /accessib/i.test(t));
  if (saysAccessible)
    add(`how does ${first} approach accessibility`, ['ccessib'], { mustNotContain: ["I don't know"] });
  // Content never says what a team won: said plainly, with the teams it does describe.
  add(`Has ${firstName} won any hackathons?`, [
    "I don't know",
    '(/contact)',
    ...owner.hackathons.map((h) => h.team),
  ]);
  const [oneTeam, ...otherTeams] = owner.hackathons;
  add(`did ${oneTeam!.team.toLowerCase()} win`, ["I don't know", oneTeam!.team, oneTeam!.title], {
    mustNotContain: otherTeams.map((h) => h.team),
  });
  // The first role: the earliest start year (content lists roles newest first, so of two in one year
  // the later listed); "in tech" leaves out the roles that ended before the owner started coding.
  const earliestOf = (roles: typeof career) =>
    roles.reduce((a, b) => (Math.min(...years(b.title)) <= Math.min(...years(a.title)) ? b : a));
  const firstRole = earliestOf(career);
  const firstInTech = earliestOf(
    career.filter((e) => /present/i.test(e.title) || Math.max(...years(e.title)) > startYear),
  );
  const others = (e: (typeof career)[number]) => ({
    mustNotContain: career.filter((c) => c !== e).map((c) => c.title),
  });
  add(`What was ${firstName}'s first job?`, [firstRole.title, '(/?item=career)'], others(firstRole));
  add(`what was his first role in tech?`, [firstInTech.title], others(firstInTech));
  add(`whats ${first}s earliest developer job`, [firstInTech.title], others(firstInTech));
  // Terms of work the site never states: ask the owner, not a career history.
  add(`is ${first} open to remote work`, ['(/contact)'], { mustNotContain: past });
  add(`would ${first} relocate`, ['(/contact)'], { mustNotContain: past });
  // Chat shorthand and a swap in a long word.
  // Languages are the skills the Skills page calls languages, not every skill.
  const languages = owner.skills.flatMap((c) => c.skills).filter((t) => /language/i.test(t.ariaLabel));
  const notLanguages = owner.skills.flatMap((c) => c.skills).filter((t) => !languages.includes(t));
  add(
    `wat langauges does ${first} use`,
    languages.map((t) => bold(t.title)),
    { mustNotContain: notLanguages.map((t) => bold(t.title)) },
  );
  // Any kind the Skills page names: databases, CSS frameworks; spoken languages are not skills.
  const databases = owner.skills.flatMap((c) => c.skills).filter((t) => /database/i.test(t.ariaLabel));
  if (databases.length)
    add(
      'which databases has he used',
      databases.map((t) => bold(t.title)),
      { mustNotContain: [bold('Python'), bold('Django')] },
    );
  add('what languages does he speak', ["I don't know"]);
  // Work built with a kind of technology: the projects whose stack has one, not every project.
  const withDatabase = owner.projects.filter((p) =>
    p.techStack.some((t) => databases.some((d) => d.title === t.title)),
  );
  if (withDatabase.length)
    add(
      'any projects with a database',
      withDatabase.map((p) => bold(p.title)),
      { mustNotContain: owner.projects.filter((p) => !withDatabase.includes(p)).map((p) => bold(p.title)) },
    );
  add(`hw old is ${first}`, ['years old']);
  add(
    `wht r ${first}s skills`,
    owner.skills.map((c) => c.name),
  );
  add('r u a bot', [`${firstName}'s portfolio assistant`]);
  // What the owner is looking for next is the owner's to say.
  add(`what kind of role is ${first} looking for`, ['(/contact)'], { mustNotContain: past });
  // "This site" is the project whose summary says so; the assistant is part of it.
  const site = owner.projects.find((p) => /^this site\b/i.test(p.summary));
  if (site) {
    const notSite = { mustNotContain: owner.projects.filter((p) => p !== site).map((p) => p.github!) };
    add('what is this site built with', [site.title, ...site.techStack.map((t) => t.title)], notSite);
    add('how does this chatbot work', [site.title, site.description], notSite);
  }
  // A pitch is the owner's own introduction.
  add(`what makes ${first} unique`, [owner.tagline]);
  add(`why should we hire ${first}`, [owner.tagline]);
  const sql = owner.skills.flatMap((c) => c.skills).find((s) => /sql/i.test(s.title));
  if (sql) add(`does ${first} know sql`, [bold(sql.title)]);
  // A framework whose name holds an alias is not the language: Next.js is not on the site, JavaScript is.
  const techs = owner.skills.flatMap((c) => c.skills.map((t) => t.title));
  if (!techs.includes('Next.js'))
    add(`does ${first} know next.js`, ["I don't know", '(/contact)'], { mustNotContain: ['**JavaScript**'] });
  if (techs.includes('Express'))
    add(`has ${first} used express.js`, [bold('Express')], { mustNotContain: ['**JavaScript**'] });

  // Time, answered from the dated entries and never with the age.
  const now = new Date(Date.UTC(startYear + 3, 5, 1, 12));
  add(`When did ${firstName} start coding?`, [String(startYear)], { ...noAge, now });
  add(`How many years of experience does ${firstName} have?`, [String(startYear), '3 years'], {
    ...noAge,
    now,
  });
  add(`how long has ${first} been coding`, [String(startYear), '3 years'], { ...noAge, now });
  add(`since when is ${first} a developer`, [String(startYear)], { ...noAge, now });
  // Professional experience counts from the first role in code, not from learning.
  const workStart = Math.min(
    ...career.filter((e) => Math.min(...years(e.title)) > startYear).flatMap((e) => years(e.title)),
  );
  if (Number.isFinite(workStart))
    add(
      'how many years of professional experience',
      [`began in **${workStart}**`, `about **${now.getUTCFullYear() - workStart} years** ago`],
      { ...noAge, now },
    );
  add(`how much experience does ${first} have as a programmer`, [String(startYear)], { ...noAge, now });
  const diploma = education.find((e) => /diploma/i.test(e.title));
  if (diploma)
    add(`when did ${first} finish the diploma`, [String(Math.max(...years(diploma.title)))], {
      ...noAge,
      now,
    });
  // How long it lasted is in its own words ("a one-year diploma"), not in the years of its title.
  const length = diploma && /[^.]*\b\w+-year\b[^.]*/.exec(diploma.content)?.[0];
  if (length) add('how long was the diploma', [length.trim()], { ...noAge, now });
  for (const p of owner.projects)
    add(`what year did ${first} build ${p.title.toLowerCase()}`, [p.title, String(p.year)], {
      ...noAge,
      now,
    });
  for (const h of owner.hackathons)
    add(`when was the ${h.team.toLowerCase()} hackathon`, [h.team, monthYear(h.date)], { ...noAge, now });
  for (const e of career) {
    const role = e.title
      .replace(/\s*\(.*\)\s*$/, '')
      .split(' and ')[0]!
      .toLowerCase();
    add(`how long was ${first} a ${role}`, [e.title], { ...noAge, now });
  }
  // A year inside an entry's span is that entry's, not "I don't know"; a current entry runs to now.
  const spanning = career.find(
    (e) => years(e.title).length === 2 && years(e.title)[1]! - years(e.title)[0]! >= 2,
  );
  if (spanning)
    add(`what did ${first} do in ${years(spanning.title)[0]! + 1}`, [spanning.title], { ...noAge, now });
  if (heldNowEntry)
    add(`what was ${first} doing in ${now.getUTCFullYear()}`, [heldNowEntry.title], { ...noAge, now });
  // Years with one technology: the site counts none, so the dated work that uses it.
  const tech = owner.projects[0]!.techStack.at(-1)!.title;
  const usedIn = owner.projects.filter((p) => p.techStack.some((t) => t.title === tech));
  add(
    `years of experience with ${tech.toLowerCase()}`,
    usedIn.flatMap((p) => [bold(p.title), `**${p.year}**`]),
    { ...noAge, now },
  );

  // Two questions in one.
  add(`what projects has ${first} built and what tech does he use`, [
    ...projectTitles,
    ...owner.skills.map((c) => c.name),
  ]);
  add(`where is ${first} based and how can i contact him`, [owner.location, '(/contact)']);
  // Two topics joined in one question are both answered.
  add('how many projects and hackathons has he done', [
    ...projectTitles,
    ...owner.hackathons.map((h) => bold(h.team)),
  ]);
  add('what are his skills and experience', [
    ...owner.skills.map((c) => c.name),
    ...career.map((e) => e.title),
  ]);
  add(`How old is ${firstName} and where does ${firstName} live?`, ['years old', owner.location]);
  add(`whats ${first}s github and linkedin`, [owner.github!, owner.linkedin]);
  const led = owner.hackathons.filter((h) => /\blead\b/i.test(h.description.role));
  add(`what hackathons has ${first} done? which did he lead?`, [
    ...owner.hackathons.map((h) => h.team),
    ...led.map((h) => bold(h.team)),
  ]);

  // Lower case, no question mark, a few words.
  add(`${first} github`, [owner.github!]);
  add('contact info', ['(/contact)', owner.linkedin]);
  add(`is ${first} available for hire`, ['(/contact)']);
  add(
    'hackathons',
    owner.hackathons.map((h) => h.team),
  );
  for (const h of led) add(`what was ${first}s role in ${h.team.toLowerCase()}`, [h.description.role]);
  const django = owner.projects.filter((p) => p.techStack.some((t) => t.title === 'Django'));
  if (django.length)
    add(
      'which projects use django',
      django.map((p) => bold(p.title)),
    );
  for (const c of owner.skills)
    add(
      `${c.name.toLowerCase()} skills`,
      c.skills.map((s) => s.title),
    );
  add(
    `whats ${first}s current job`,
    career.filter((e) => /present/i.test(e.title)).map((e) => e.title),
  );
  add(
    `whats ${first}s most recent job`,
    career.filter((e) => /present/i.test(e.title)).map((e) => e.title),
    {
      mustNotContain: career.filter((e) => !/present/i.test(e.title)).map((e) => e.title),
    },
  );
  add(`where does ${first} live`, [owner.location]);
  add(
    `${first}s education`,
    education.map((e) => e.title),
  );
  add('cv', ['(/contact)']);
  // A year narrows a list to that year; a year with nothing in it says so and lists them all.
  const projectYears = [...new Set(owner.projects.map((p) => p.year))];
  for (const year of projectYears) {
    const of = owner.projects.filter((p) => p.year === year);
    add(
      `projects from ${year}`,
      of.map((p) => bold(p.title)),
      { mustNotContain: owner.projects.filter((p) => !of.includes(p)).map((p) => bold(p.title)) },
    );
  }
  const quiet = Math.min(...projectYears) - 2;
  add(`what did ${first} build in ${quiet}`, [`from ${quiet}`, ...owner.projects.map((p) => bold(p.title))]);
  const hackathonYear = owner.hackathons[0]!.date.slice(0, 4);
  const inYear = owner.hackathons.filter((h) => h.date.startsWith(hackathonYear));
  add(
    `what hackathons did he do in ${hackathonYear}`,
    inYear.map((h) => h.team),
    {
      mustNotContain: owner.hackathons.filter((h) => !inYear.includes(h)).map((h) => `[**${h.team}**]`),
    },
  );
  // Asked of the hackathons, a technology's answer keeps to the teams that used it.
  const reactTeams = owner.hackathons.filter((h) => h.techStack.some((t) => t.title === 'React'));
  const reactProjects = owner.projects.filter((p) => p.techStack.some((t) => t.title === 'React'));
  if (reactTeams.length)
    add(
      'which hackathon used react',
      reactTeams.map((h) => h.team),
      { mustNotContain: reactProjects.map((p) => bold(p.title)) },
    );
  // A place the site doesn't name is answered with where the owner is; "hardest" is the owner's to say.
  add(`Does ${firstName} live in Stockholm?`, [owner.location], { mustNotContain: ["I don't know"] });
  // A capitalised name after "in" is a place ("is he in a band?" is not: see the follow-up tests).
  add(`Is ${firstName} in Stockholm?`, [owner.location], { mustNotContain: ["I don't know"] });
  add('what was his hardest project', ["I don't know", '(/contact)']);
  // Mentoring and teaching are the coaching in the career, not the owner's own learning.
  const coaching = career.find((e) => /\bstudents\b/i.test(e.content));
  if (coaching)
    for (const q of ['has he mentored or taught anyone', 'does he have teaching experience'])
      add(q, [coaching.title]);
  // Grades: the education, whose own words say how it ended.
  add('did he get good grades', education.map((e) => e.title).slice(0, 1));
  // "whats" and "kais" typed without apostrophes; an overview asked in other words; the birthday in words.
  const allSkills = owner.skills.map((c) => c.name);
  add(`whats ${first}s tech stack`, allSkills);
  add('whats his stack', allSkills);
  for (const q of [
    `give me a quick summary of ${first}`,
    `summarize ${first}`,
    'what sort of developer is he',
    'whats he like as a person',
  ])
    add(q, [owner.subtitle, owner.location]);
  const [, bm, bd] = owner.birthDate.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(2000, bm - 1, bd)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  add('whats his date of birth', ['years old', birthday], { now, mustNotContain: ["I don't know"] });

  // Traps typed casually: nothing outside content/, no invented prizes.
  const noPrize = { mustNotContain: [' won ', 'winner', 'first place', 'prize-winning'] };
  add(`did ${first} win any hackathon prizes`, ['(/contact)'], noPrize);
  add(`what awards has ${first} won`, ["I don't know", '(/contact)'], noPrize);
  add(`whats ${first}s salry`, ["I don't know", '(/contact)']);
  add('can he work in the US', ["I don't know", '(/contact)']);
  // "Has Kai worked with REST APIs?": every place content says so, not only the best scored.
  const rest = [
    ...owner.projects.filter((p) => /\bREST\b/.test(p.description)).map((p) => p.title),
    ...owner.hackathons.filter((h) => /\bREST\b/.test(JSON.stringify(h.description))).map((h) => h.team),
    ...education.filter((e) => /\bREST\b/.test(e.content)).map((e) => e.title),
  ];
  if (rest.length > 1 && rest.length <= 4) add(`Has ${firstName} worked with REST APIs?`, rest);
  // A field named in ordinary words is not found word by word elsewhere ("XState machine", "learned Git").
  if (!/machine learning/i.test(JSON.stringify(owner)))
    add(`does ${first} know machine learning`, ["I don't know", '(/contact)']);
  // A role at the hackathons is read in the roles' own words, not in the stacks.
  const frontEnd = owner.hackathons.filter((h) => /front-end/i.test(h.description.role));
  if (frontEnd.length) {
    add(
      'which hackathons was he a frontend dev in',
      frontEnd.map((h) => h.description.role),
      {
        mustNotContain: owner.hackathons.filter((h) => !frontEnd.includes(h)).map((h) => h.description.role),
      },
    );
  }
  // How long in the job held now: that job's years, not when coding began.
  const held = career.find((e) => /present/i.test(e.title));
  if (held) {
    const since = `since ${Math.min(...(held.title.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number))}`;
    for (const q of ['where does he work and since when', `how long has ${first} been in his current job`])
      add(q, [held.title, since], { ...noAge, now });
  }
  add(`does ${first} know kubernets`, ["I don't know"], { mustNotContain: ['Kubernetes'] });
  // Terms of work are the owner's to say; where the owner is based is on the site, and the answer says it.
  const teams = owner.hackathons.map((h) => h.team);
  for (const q of [
    `is ${first} remote`,
    'can he work remote',
    'can he relocate to stockholm',
    'is he available for hybrid roles',
  ]) {
    add(q, ["I don't know", owner.location, '(/contact)'], { mustNotContain: [...teams, 'career so far'] });
  }
  const remoteFilters = owner.hackathons.find((h) => /remote work/.test(h.description.app));
  if (remoteFilters)
    add(`what filters does the ${remoteFilters.title} have for remote work`, [remoteFilters.description.app]);
  // A salutation before the question, and "this guy" for the owner.
  for (const q of [`sup who is ${first}`, `hey who is ${first}`, 'what does this guy do'])
    add(q, [owner.subtitle, owner.location]);
  // The age as a yes or no; "age groups" are the teams coached, not the owner's age.
  for (const q of [`is ${first} over 30`, 'is he 32', `is ${first} younger than 35`]) add(q, ['years old']);
  const coached = career.find((e) => /\bunder-\d+/.test(e.content));
  if (coached)
    add(`what age groups did ${first} coach`, [coached.content], { mustNotContain: ['years old'] });
  // "social network" is a kind of app; "with links" asks for the list, which has them.
  const social = owner.projects.find((p) => /social network/i.test(p.summary));
  if (social) add('has he built a social network', [social.title], { mustNotContain: ['contact form'] });
  add(
    'list all projects with links',
    owner.projects.flatMap((p) => [p.title, p.github!]),
    { mustNotContain: ['contact form'] },
  );
  // ...but questions about content that share a word with them are answered from content.
  const notTerms = { mustNotContain: ['terms of work'] };
  add(`what's ${first} like in person?`, [owner.subtitle], notTerms);
  add('did he study part time?', [], notTerms);
  add('does he have experience with remote teams?', [], notTerms);
  if (remoteFilters)
    add('which hackathon app had remote work filters?', [remoteFilters.description.app], notTerms);
  // The age as a yes or no is asked of the owner; "over 10 years of experience" and "players over 15" are not.
  for (const q of ['does he have over 10 years of experience?', 'did he coach players over 15?'])
    add(q, [], { mustNotContain: ['years old'] });
  // A summary "in a few words" of something named is that thing, not the introduction.
  add(
    'describe his hackathons in a few words',
    owner.hackathons.map((h) => h.title),
  );
  add("what's his social?", [owner.linkedin]);
  add("hey what's up", ['portfolio assistant'], { mustNotContain: owner.projects.map((p) => p.title) });
  // Freelance and contract work are terms of work too.
  add(`does ${first} freelance`, ["I don't know", owner.location, '(/contact)'], {
    mustNotContain: owner.projects.map((p) => p.title),
  });
  // The site's own project is the owner's website.
  const website = owner.projects.find((p) => /^this site\b/i.test(p.summary));
  if (website)
    for (const q of ['whats his website', `what is ${first}s website url`]) add(q, [website.live!]);
  // A job title, or whether the owner is employed, is the job held now, not the whole career.
  const heldNow = career.find((e) => /present/i.test(e.title));
  if (heldNow) {
    const before = career.filter((e) => e !== heldNow).map((e) => e.title);
    for (const q of [`whats ${first}s job title`, `is ${first} employed`, `whats ${first}s current title`])
      add(q, [heldNow.title], { mustNotContain: before });
    // Asked for a title, the site's own title for the owner comes first.
    add('whats his job title', [`title is **${owner.subtitle}**`, heldNow.title]);
  }
  // "React Native" is not React.
  if (!JSON.stringify(owner).includes('React Native'))
    add(`does ${first} know react native`, ["I don't know"], {
      mustNotContain: ['Projects built with React'],
    });
  // Years alone do not say the months: the answer gives the most a range may be, which is what the
  // owner's own introduction says of the coaching ("eight years coaching"), not less.
  const closed = career.find((e) => /\(\d{4} - \d{4}\)$/.test(e.title) && /coach/i.test(e.title));
  const said = /\b(one|two|three|four|five|six|seven|eight|nine|ten) years coaching\b/.exec(
    JSON.stringify(owner.about),
  )?.[1];
  if (closed && said) {
    const years = 'one two three four five six seven eight nine ten'.split(' ').indexOf(said) + 1;
    add(`how long did ${first} coach football`, [`(up to ${years} years)`], {
      mustNotContain: [`about ${years - 1} years`],
    });
  }
  // Strengths and working style are in the owner's own introduction.
  const intro = owner.about.find((s) => s.id === 'personal')?.entries[0]?.content;
  if (intro) for (const q of [`what are ${first}s strengths`, 'what are his soft skills']) add(q, [intro]);
  // Short forms are read as the words content spells out.
  const llmWork = career.find((e) => /large language models/i.test(e.content));
  if (llmWork) add(`has ${first} trained llms`, [llmWork.content]);
  // A kind of test is asked as the automated tests content speaks of, not as something it never says.
  const tested = owner.projects.find((p) => /automated tests/i.test(p.description));
  if (tested)
    for (const q of [`does ${first} do unit testing`, 'experience with integration tests?'])
      add(q, [tested.description], { mustNotContain: ["I don't know"] });
  // A technology content never names is not the lookalike it does name ("rust" is not "REST", "saas" not "Sass").
  const everything = JSON.stringify(owner).toLowerCase();
  if (!/\brust\b/.test(everything)) add(`does ${first} know rust`, ["I don't know"]);
  if (!/\bsaas\b/.test(everything) && techs.includes('Sass'))
    add('has he built a saas product', ["I don't know"], { mustNotContain: ['**Sass**'] });
  // A technology's name typed as one word is still its name.
  if (techs.includes('Tailwind CSS')) add('does he know tailwindcss', [bold('Tailwind CSS')]);
  // The age by decade, or then: in a year, or when the owner started coding (the birth date gives the year's two ages).
  const born = Number(owner.birthDate.slice(0, 4));
  for (const q of [`is ${first} in his 30s`, 'is he in his twenties', `is ${first} young`])
    add(q, ['years old']);
  add('how old was he when he started coding', [
    `**${startYear - born - 1} or ${startYear - born}**`,
    String(startYear),
  ]);
  add(`how old was ${first} in 2016`, [`**${2016 - born - 1} or ${2016 - born}** in 2016`]);
  // Interests and the owner's own words: a game, football now.
  for (const q of ['does he play video games', 'is he still coaching football', 'does he like football'])
    add(q, ["In Kai's own words"]);
  // A theme asked without the word hackathon, and short forms of one ("fintech").
  const healthTeam = owner.hackathons.find((h) => /health/i.test(h.event));
  if (healthTeam) add('has he worked on anything health related', [healthTeam.event]);
  const moneyTeam = owner.hackathons.find((h) => /financ/i.test(h.event));
  if (moneyTeam) add('has he done any fintech', [moneyTeam.event]);
  // "His portfolio link" is the site's own project and its address; "his portfolio" is still the work.
  const ownSite = owner.projects.find((p) => /^this site\b/i.test(p.summary));
  if (ownSite)
    add('can you send me his portfolio link', [ownSite.live!], {
      mustNotContain: owner.projects.filter((p) => p !== ownSite).map((p) => bold(p.title)),
    });
  // A month before the year still names the year; a role named in the owner's words is found in the roles.
  const december = owner.hackathons.filter((h) => h.date === '2023-12');
  if (december.length === 1)
    add('which hackathon was in december 2023', [bold(december[0]!.team)], {
      mustNotContain: owner.hackathons.filter((h) => !h.date.startsWith('2023')).map((h) => bold(h.team)),
    });
  const scrum = owner.hackathons.find((h) => /scrum master/i.test(h.description.role));
  if (scrum) add('which hackathon was he scrum master', [bold(scrum.team), 'scrum master']);
  // Kept to their own questions (from a review of the changed answers): a role asked alone is its hackathon,
  // not the leads; a kind the Skills page does not describe is no kind; a place not asked of the owner, or a
  // nationality the site never states, is not where the owner is based.
  if (scrum)
    add('was he ever a scrum master', [scrum.description.role], { mustNotContain: ['lead role in'] });
  add('what testing frameworks does he use', [], { mustNotContain: ['frameworks on', '**Django**'] });
  add(`what's the weather in ${owner.location.split(',')[0]!.toLowerCase()}`, ["I don't know"], {
    mustNotContain: ['is based in'],
  });
  add('whats his nationality', ["I don't know"]);
  // From a review: a kind asked of a field content never names, of one language, or of a role is no list of that kind;
  // an age asked of a year before the birth, the birth year or the future says so; one technology asked of
  // projects and hackathons gives both.
  for (const q of ['which ml frameworks does he know', 'what is his strongest language'])
    add(q, [], { mustNotContain: ["on Kai's [Skills]"] });
  add(`how old was ${first} in ${born - 4}`, ['not born yet']);
  add(`how old was ${first} in ${born}`, ['born that year']);
  add(`how old will ${first} be in ${born + 105}`, [`will turn **105** in ${born + 105}`]);
  const reactWork = [
    ...owner.projects.filter((p) => p.techStack.some((t) => t.title === 'React')).map((p) => bold(p.title)),
    ...owner.hackathons.filter((h) => h.techStack.some((t) => t.title === 'React')).map((h) => bold(h.team)),
  ];
  add('which projects and hackathons use react', reactWork);
  // A role asked of the hackathons is read in the roles, not in what the apps do ("design their own lightsaber").
  const designers = owner.hackathons.filter((h) => /\bdesign/i.test(h.description.role));
  const appOnly = owner.hackathons.filter(
    (h) => /\bdesign/i.test(h.description.app) && !designers.includes(h),
  );
  if (designers.length && appOnly.length)
    add(
      'which hackathons was he a designer',
      designers.map((h) => bold(h.team)),
      { mustNotContain: appOnly.map((h) => bold(h.team)) },
    );
  // Asked whether the owner is in or from some country, the answer is where the owner is based.
  const country = owner.location.split(',').at(-1)!.trim().toLowerCase();
  for (const q of [
    `hes from ${country} right?`,
    'is he from norway',
    `is ${first} in the united states`,
    'is he in the uk',
  ])
    add(q, [owner.location]);
  add('is he in a band', ["I don't know"], { mustNotContain: [owner.location] });
  // "UI/UX" asks about design: the interface the owner designed, not the React library "for user interfaces".
  const designed = owner.hackathons.find((h) => /designed the \w+ interface/i.test(h.description.role));
  if (designed)
    for (const q of ['ui/ux design', `does ${first} do ui/ux`])
      add(q, [designed.description.role], { mustNotContain: ['Frontend**](/skills'] });
  // Two technologies joined by "and" ask for the work built with both, before each one's list.
  const withBoth = owner.projects.filter((p) =>
    ['React', 'Django'].every((t) => p.techStack.some((s) => s.title === t)),
  );
  if (withBoth.length)
    add('which projects use react and django', [
      'Built with both **React** and **Django**',
      ...withBoth.map((p) => p.title),
    ]);
  add('which hackathons used react and which used django', [], { mustNotContain: ['Built with both'] });
  // A summary in so many words is the introduction, tagline included.
  for (const q of [`${first} in 3 sentences`, `whats ${first}s tagline`, `${first} in a nutshell`])
    add(q, [owner.tagline]);
  // A theme picks the hackathons on it; asking for them all is not a theme.
  const themed = (word: RegExp) =>
    owner.hackathons.filter((h) => word.test(`${h.event} ${h.description.app}`));
  for (const [q, word] of [
    ['which hackathon was about health', /health/i],
    ['which hackathon had an accessibility theme', /accessibility/i],
  ] as const) {
    const on = themed(word);
    if (on.length === 1)
      add(q, [on[0]!.title], {
        mustNotContain: owner.hackathons.filter((h) => h !== on[0]).map((h) => h.title),
      });
  }
  add(
    `Which hackathons has ${firstName} taken part in?`,
    owner.hackathons.map((h) => h.title),
  );
  // "What can you do" about a named project asks about the project, not the assistant.
  const ebuddiesProject = owner.projects.find((p) => p.slug === 'ebuddies');
  if (ebuddiesProject)
    add(`what can you do on ${ebuddiesProject.title.toLowerCase()}`, [ebuddiesProject.description], {
      mustNotContain: ["I'm Kai's portfolio assistant"],
    });
  // One topic word asks for the things it names: the projects content calls games, not only the best two.
  const games = owner.projects.filter((p) => /\bgame\b(?!-)/i.test(p.summary)).map((p) => p.title);
  if (games.length > 1 && games.length <= 3) add('has he built any games', games);

  // A kind of work no project or team is (by its summary or app): said plainly, then what there is, not every
  // project's card. A "mobile-first layout" is no mobile app, but it is the nearest the site comes.
  const whatItIs = [
    ...owner.projects.map((p) => p.summary),
    ...owner.hackathons.map((h) => h.description.app),
  ].join(' ');
  const noCards = { mustNotContain: owner.projects.map((p) => p.summary) };
  const mobileFirst = owner.projects
    .flatMap((p) => p.description.split(/(?<=\.)\s+/))
    .find((s) => /\bmobile-first\b/i.test(s));
  if (!/\b(?:mobile apps?|android|ios|iphone)\b/i.test(whatItIs)) {
    for (const q of ['does he have any mobile apps', 'any android apps', `does ${first} have an ios app`])
      add(
        q,
        ['is a mobile app', '(/projects)', '(/contact)', ...(mobileFirst ? [mobileFirst] : [])],
        noCards,
      );
  }
  if (!/\b(?:e-?commerce|online (?:shop|store)s?|shopping)\b/i.test(whatItIs)) {
    for (const q of ['any e-commerce projects', 'any online store', `has ${first} built an online shop`])
      add(q, ['is an online shop', '(/projects)', '(/contact)'], noCards);
  }
  if (!/\b(?:blockchain|crypto\w*|web3|nfts?)\b/i.test(whatItIs))
    add('any blockchain projects', ['is a blockchain project', '(/contact)'], noCards);
  // A kind some work is: only that work. Web apps are what the owner builds: the whole list still.
  // Only work content calls AI: a game's computer opponent is not called that (from a review), so it is no AI project.
  const withAi = owner.projects.filter((p) => /\bAI\b/.test(p.summary));
  // One is "by its own description", and "ask about it".
  const one = withAi.length === 1;
  if (withAi.length) {
    add(
      'any AI projects?',
      [
        ...withAi.map((p) => bold(p.title)),
        ...(one ? ['by its own description:', 'Ask about it by name'] : []),
      ],
      {
        mustNotContain: [
          ...owner.projects.filter((p) => !withAi.includes(p)).map((p) => p.summary),
          ...(one ? ['by their own descriptions'] : []),
        ],
      },
    );
  }
  const gameWork = [
    ...owner.projects.filter((p) => /(?<![\w-])games?(?![\w-])/i.test(p.summary)).map((p) => bold(p.title)),
    ...owner.hackathons
      .filter((h) => /(?<![\w-])games?(?![\w-])/i.test(h.description.app))
      .map((h) => bold(h.team)),
  ];
  if (gameWork.length)
    add('any game projects', gameWork, {
      mustNotContain: owner.projects.filter((p) => !gameWork.includes(bold(p.title))).map((p) => p.summary),
    });
  // A kind asked for as it stands is its whole list, not a search's best few.
  if (gameWork.length > 3)
    for (const q of [
      'any games?',
      'games?',
      'and any games?',
      'what games has he made',
      'does he make games',
    ])
      add(q, gameWork, {
        mustNotContain: owner.projects.filter((p) => !gameWork.includes(bold(p.title))).map((p) => p.summary),
      });
  add('any web apps?', projectTitles);
  // An order picks within a kind ("his newest game"), not the latest project overall; a year dates a project, a month a
  // hackathon, so only hackathons of one year are told apart by month.
  const isGame = (text: string) => /(?<![\w-])games?(?![\w-])/i.test(text);
  const datedGames = [
    ...owner.projects
      .filter((p) => isGame(p.summary))
      .map((p) => ({ name: bold(p.title), year: p.year, at: '' })),
    ...owner.hackathons
      .filter((h) => isGame(h.description.app))
      .map((h) => ({ name: bold(h.team), year: Number(h.date.slice(0, 4)), at: h.date })),
  ];
  const byDate = (pick: 1 | -1, pool = datedGames) => {
    const year = pick * Math.max(...pool.map((g) => pick * g.year));
    const ofYear = pool.filter((g) => g.year === year);
    return ofYear.every((g) => g.at)
      ? ofYear.filter(
          (g) =>
            g.at ===
            ofYear
              .map((o) => o.at)
              .sort()
              .at(pick === 1 ? -1 : 0),
        )
      : ofYear;
  };
  const newestProject = owner.projects.reduce((a, b) => (b.year > a.year ? b : a));
  const oldestOther = owner.projects
    .filter((p) => !isGame(p.summary))
    .reduce((a, b) => (b.year < a.year ? b : a));
  if (datedGames.length > 1 && !isGame(newestProject.summary)) {
    for (const q of ['his latest game project', 'his newest game', 'what is his latest game'])
      add(
        q,
        byDate(1).map((g) => g.name),
        { mustNotContain: [newestProject.summary] },
      );
    for (const q of ['his first game', 'what was the first game he built'])
      add(
        q,
        byDate(-1).map((g) => g.name),
        { mustNotContain: [oldestOther.summary] },
      );
    const teamGames = datedGames.filter((g) => g.at);
    const newestTeam = [...owner.hackathons].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
    if (teamGames.length && !isGame(newestTeam.description.app))
      add(
        'latest hackathon game',
        byDate(1, teamGames).map((g) => g.name),
        { mustNotContain: [bold(newestTeam.team)] },
      );
  }
  if (withAi.length === 1)
    add('oldest AI project', [bold(withAi[0]!.title), 'first and the latest'], {
      mustNotContain: owner.projects.filter((p) => p !== withAi[0]).map((p) => p.summary),
    });
  // Asked whether it has AI, a game with a computer opponent is answered in its own words, neither yes nor no.
  const opponent = owner.projects.find(
    (p) => /\bcomputer opponents?\b/i.test(p.summary) && !/\bAI\b/.test(p.description),
  );
  const minimax = opponent?.description.split(/(?<=\.)\s+/).find((x) => /\bminimax\b/i.test(x));
  if (opponent && minimax) {
    add(
      `does ${opponent.title.toLowerCase()} have ai`,
      ['Not in those words: its description says', minimax, opponent.live!],
      { mustNotContain: ['Yes:', 'No:', 'has AI in it'] },
    );
    // Two kinds no work is of together: what there is of each, and the nearest the site comes, in the singular for one.
    add('any AI games', ['None of', 'has AI in it and is a game', minimax], {
      mustNotContain: ['by their own descriptions:'],
    });
  }
  const [firstAi, secondAi] = [...withAi].sort((a, b) => a.year - b.year);
  if (firstAi && secondAi && firstAi.year < secondAi.year)
    add('oldest AI project', [bold(firstAi.title)], {
      mustNotContain: withAi.filter((p) => p !== firstAi).map((p) => p.summary),
    });
  // "Is Snake a game?": yes or no first, by the kinds' own rule, then the item's line (not its whole card).
  const game = owner.projects.find((p) => isGame(p.summary));
  const notGame = owner.projects.find((p) => !isGame(p.summary) && !/^this site\b/i.test(p.summary));
  if (game)
    add(
      `is ${game.title.toLowerCase()} a game`,
      [`Yes: by its own description, ${game.title} is a game`, game.live!],
      { mustNotContain: [game.description] },
    );
  // Not "No:": only that the site doesn't say so (from a review).
  if (notGame)
    add(
      `is ${notGame.title.toLowerCase()} a game`,
      [`Not that the site says: nothing here says ${notGame.title} is a game`, notGame.live!],
      { mustNotContain: [notGame.description, 'No:'] },
    );
  const gameTeam = owner.hackathons.find((h) => isGame(h.description.app));
  if (gameTeam)
    add(`is ${gameTeam.title.toLowerCase()} a game`, ['Yes:', bold(gameTeam.team)], {
      mustNotContain: [gameTeam.description.role],
    });
  const isMobile = /\b(?:mobile apps?|android|ios|iphone)\b/i;
  for (const p of owner.projects.filter((x) => !isMobile.test(x.summary)).slice(0, 2))
    add(
      `is ${p.title.toLowerCase()} a mobile app`,
      [`Not that the site says: nothing here says ${p.title}`, 'is a mobile app', p.live!],
      { mustNotContain: ['What there is', p.description, 'No:'] },
    );
  const review = owner.projects.find(
    (p) =>
      /\breview\b/i.test(p.summary) &&
      !/\b(?:e-?commerce|online (?:shop|store)s?|shopping)\b/i.test(p.summary),
  );
  if (review)
    add(
      `is ${review.title.toLowerCase()} an online shop`,
      ['Not that the site says:', 'is an online shop', review.live!],
      { mustNotContain: [review.description, 'No:'] },
    );
  // "Is the site responsive?": what the site's own project says of it, quoted, or that it says nothing; not the list, nor
  // another project found by the word.
  const sentencesOf = (p: (typeof owner.projects)[number]) => p.description.split(/(?<=\.)\s+/);
  const onScreens = (p: (typeof owner.projects)[number]) =>
    sentencesOf(p).filter((x) => /\bresponsive\b|\bmobile\b|\btouch\b/i.test(x));
  if (ownSite) {
    const others = owner.projects.filter((p) => p !== ownSite).map((p) => p.summary);
    for (const q of [
      'is his portfolio mobile friendly',
      'is the site responsive',
      'does the site work on mobile',
      'can i view the site on my phone',
    ]) {
      add(
        q,
        onScreens(ownSite).length
          ? onScreens(ownSite)
          : [`doesn't say whether [**${ownSite.title}**]`, '(this site)', ownSite.live!],
        { mustNotContain: others },
      );
    }
  }
  const touch = owner.projects.find((p) => onScreens(p).length && !/\bresponsive\b/i.test(p.summary));
  // Its sentences on screens, then its line with its links (where to try it), not its whole card.
  if (touch)
    add(
      `is ${touch.title.toLowerCase()} mobile friendly`,
      [...onScreens(touch), touch.live!, touch.github!],
      {
        mustNotContain: sentencesOf(touch).filter((x) => !onScreens(touch).includes(x)),
      },
    );
  const speaking = owner.projects.filter((p) => onScreens(p).length);
  if (speaking.length)
    add(
      'are his projects responsive',
      speaking.map((p) => bold(p.title)),
      { mustNotContain: owner.projects.filter((p) => !speaking.includes(p)).map((p) => p.summary) },
    );
  // Two kinds asked together are the work of both ("games for mobile": none), with what there is of each; "or" asks for either.
  if (!/\b(?:mobile apps?|android|ios|iphone)\b/i.test(whatItIs) && gameWork.length) {
    for (const q of ['any games for mobile', 'mobile games?', 'games for android'])
      add(q, ['None of', 'is a mobile app and is a game', ...gameWork], noCards);
    add('any games or mobile apps', [...gameWork, 'None of', 'is a mobile app']);
  }
  // The education's own words for what the owner learned from ("certifications", "a diploma at ...").
  const resources = education
    .flatMap((e) => e.content.split(/(?<=\.)\s+/))
    .filter((s) => /\b(?:certifications?|courses?|diploma|institute)\b/i.test(s));
  if (resources.length)
    add('what learning resources did he use', resources, { mustNotContain: ["I don't know"] });
  // A place typed in lower case is a place as its capitalised form is; "in a team", "in his 30s" are not places.
  for (const q of [
    `is ${first} in stockholm`,
    'is he in stockholm',
    `is ${first} from stockholm`,
    'is he in berlin',
  ])
    add(q, [owner.location], { mustNotContain: ["I don't know"] });
  for (const q of ['is he in a team', 'is he into games', 'is he in the office on fridays', 'is he in love'])
    add(q, [], { mustNotContain: [owner.location] });

  // From a review of the kinds and qualities: each kept to its own questions.
  // A time-zone city that is an ordinary word ("America/North_Dakota/Center") is no place.
  add('is he in the center', [], { mustNotContain: [owner.location] });
  const screensSaid = touch ? onScreens(touch)[0]! : undefined;
  const notQuality = screensSaid ? [screensSaid] : [];
  // Availability, a wish, a price or the visitor's own site is not a quality of the work; a kind named is the kind's question.
  add('is he available to work on mobile projects', ['(/contact)'], { mustNotContain: notQuality });
  if (!/\b(?:mobile apps?|android|ios|iphone)\b/i.test(whatItIs)) {
    for (const q of [
      'can he work on mobile apps',
      'would he work on mobile apps',
      'does he want to work on mobile apps',
    ])
      add(q, ['None of', 'is a mobile app', '(/contact)'], { mustNotContain: notQuality });
  }
  add('is he open to freelance projects on mobile', ["I don't know", '(/contact)'], {
    mustNotContain: notQuality,
  });
  add('how much does he charge for a responsive website', ["I don't know", '(/contact)'], {
    mustNotContain: ["doesn't say whether"],
  });
  const responsive = owner.projects.find((p) => /\bresponsive\b/i.test(p.summary));
  if (responsive && ownSite && responsive !== ownSite) {
    for (const q of ['can he make my website responsive', 'can he build me a responsive site'])
      add(q, [`[${responsive.title}](/projects?item=${responsive.slug})`], {
        mustNotContain: ["doesn't say whether", ownSite.summary],
      });
  }
  // A word that ties a thing to a kind ("built like", "for", "about") or "have" of a kind work is (not has) asks what the
  // thing is: its card answers in its own words, not a yes or no.
  const likeAGame = ownSite && sentencesOf(ownSite).find((x) => /\bbuilt like a game\b/i.test(x));
  if (ownSite && likeAGame) {
    add('is the portfolio built like a game', [likeAGame], {
      mustNotContain: ['No:', 'Not that the site says'],
    });
    // Asked yes or no, the word in another sense is the nearest its description comes.
    add('is the portfolio a game', ['Not that the site says', likeAGame], {
      mustNotContain: ['No:', 'Yes:'],
    });
  }
  const gamers = ebuddiesProject && sentencesOf(ebuddiesProject).find((x) => /\bgamers\b/i.test(x));
  if (ebuddiesProject && gamers)
    for (const q of ['is ebuddies for games', 'is ebuddies about games', 'does ebuddies have games'])
      add(q, [gamers], { mustNotContain: ['No:', 'Not that the site says'] });
  // "On iOS" is the kind's own words, not a word that ties a thing to it: still a yes or no.
  if (ebuddiesProject && !/\b(?:mobile apps?|ios)\b/i.test(ebuddiesProject.summary))
    add(
      'is ebuddies on ios',
      [`Not that the site says: nothing here says ${ebuddiesProject.title} is a mobile app`],
      { mustNotContain: [ebuddiesProject.description] },
    );
  // "A mobile version" is whether it works on phones: what its description says of touch.
  if (touch && screensSaid)
    add(`does ${touch.title.toLowerCase()} have a mobile version`, [screensSaid], {
      mustNotContain: ['is a mobile app', 'No:'],
    });
  // Working on a platform is a quality, not whether it is an app for it: what its description says of touch.
  if (touch && screensSaid) {
    for (const q of [
      `does ${touch.title.toLowerCase()} work on android`,
      `does ${touch.title.toLowerCase()} work on an iphone`,
    ])
      add(q, [screensSaid], { mustNotContain: ['is a mobile app'] });
  }
  if (ownSite)
    add('is the site ok on android', [`doesn't say whether [**${ownSite.title}**]`], {
      mustNotContain: ['is a mobile app'],
    });
  // Made with a kind is how it was made, which content does not say: not "yes, it has AI in it".
  if (ownSite)
    add('was ai used to build this site', [`[${ownSite.title}](`], {
      mustNotContain: ['Yes:', 'has AI in it'],
    });
  if (ebuddiesProject)
    add('is ebuddies for mobile?', [ebuddiesProject.summary], { mustNotContain: ['is a mobile app'] });
  // Kind words about something other than work: a part of the site, what the owner plays.
  const playing = section('personal')
    .flatMap((e) => e.content.split(/(?<=\.)\s+/))
    .find((x) => /\bplay\b/i.test(x));
  if (playing) add('does he play games on mobile', [playing], { mustNotContain: ['is a mobile app'] });
  const assistant = ownSite && sentencesOf(ownSite).find((x) => /\bchat assistant\b/i.test(x));
  if (assistant)
    add('is the chat assistant good on mobile', [assistant], {
      mustNotContain: ['is a mobile app', 'has AI in it'],
    });
  const panel = ownSite && sentencesOf(ownSite).find((x) => /\bplayer-stats panel\b/i.test(x));
  if (panel)
    add('does the player stats panel work on mobile', [panel], { mustNotContain: ['is a mobile app'] });
  // Not "No:" where nothing says so; a terminal program's window size is nothing about phones.
  const noAiTeam = owner.hackathons.find((h) => !/\bAI\b/.test(`${h.description.app} ${h.description.role}`));
  if (noAiTeam)
    add(
      `does ${noAiTeam.team.toLowerCase()} use ai`,
      ['Not that the site says:', 'has AI in it', bold(noAiTeam.team)],
      { mustNotContain: ['No:'] },
    );
  const windowSize = owner.projects.find(
    (p) => /\bwindow size\b/i.test(p.description) && !onScreens(p).length,
  );
  if (windowSize)
    add(
      `is ${windowSize.title.toLowerCase()} mobile friendly`,
      [`doesn't say whether [**${windowSize.title}**]`, windowSize.live!],
      { mustNotContain: sentencesOf(windowSize).filter((x) => /\bwindow size\b/i.test(x)) },
    );
  return cases;
}
