import type { Owner } from '../../content';
import { background, categorySkills, greeting, hackathonList, honestFallback, preDeveloperRoles, projectList, skillsOverview, techAnswer } from './answers';
import { buildCatalog } from './catalog';
import { detectIntent, type Intent } from './intents';
import { buildPassages, pagePath, type Passage } from './passages';
import { ageAnswer, contactAnswer, entryBlock, hackathonDetail, link, projectDetail, quote } from './render';
import { createRetriever, type Retriever } from './retrieval';
import { leadershipAnswer, ledCareer, ledHackathons, seniorityAnswer } from './roles';
import { isStopword, normalize } from './text';

// The embedded answerer: offline, deterministic, built once per owner. Intent detection chooses what to
// show, minisearch finds the passages when no intent fits, and every fact comes from content/.

export interface EmbeddedAnswer {
  text: string;
  intent: Intent['kind'];
  /** The passages the answer is grounded in, for a model to answer from. */
  passages: Passage[];
}

export interface Answerer {
  answer(question: string, now?: Date): EmbeddedAnswer;
  retriever: Retriever;
  passages: Passage[];
}

export function createAnswerer(owner: Owner): Answerer {
  const passages = buildPassages(owner);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const pick = (...ids: string[]) => [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Passage => p !== undefined);
  const ownerWordList = [owner.name, owner.firstName, owner.handle];
  const ownerWords = new Set(ownerWordList.flatMap((w) => normalize(w).split(' ')));
  const retriever = createRetriever(passages, ownerWordList);
  const catalog = buildCatalog(owner);
  const [personal, education, career] = owner.about;
  const about = personal.entries[0];

  const techPassageIds = (title: string) => {
    const uses = (stack: { title: string }[]) => stack.some((t) => t.title === title);
    return [
      ...owner.skills.filter((c) => uses(c.skills)).map((c) => `skills-${c.id}`),
      ...owner.projects.filter((p) => uses(p.techStack)).map((p) => `project-${p.slug}`),
      ...owner.hackathons.filter((h) => uses(h.techStack)).map((h) => `hackathon-${h.slug}`),
    ];
  };

  const render = (p: Passage, now: Date): string => {
    switch (p.kind) {
      case 'profile':
        return `**${owner.name}** is a ${owner.subtitle} based in ${owner.location}. ${owner.tagline}`;
      case 'contact':
        return contactAnswer(owner, false);
      case 'age':
        return ageAnswer(owner, now);
      case 'about':
        return quote(personal.entries[p.ref]?.content ?? '');
      case 'education':
        return entryBlock(education.entries[p.ref]!);
      case 'career':
        return entryBlock(career.entries[p.ref]!);
      case 'skills':
        return categorySkills(owner, [p.ref]);
      case 'project':
        return projectDetail(owner.projects[p.ref]!);
      case 'hackathon':
        return hackathonDetail(owner.hackathons[p.ref]!);
    }
  };

  // A run of two or more words from the question found verbatim in a passage ("Harbor Code Institute")
  // names a place or thing more precisely than single-word scores do: the longest such run picks passages.
  const searchable = passages.map((p) => ({ p, text: ` ${normalize(p.search)} ` }));
  // A run holding a word no passage has cannot be found verbatim, so it is not searched for.
  const vocabulary = new Set(searchable.flatMap((s) => s.text.split(' ')));
  const phrasePassages = (question: string): Passage[] => {
    const words = normalize(question).split(' ');
    for (let n = words.length; n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const run = words.slice(i, i + n);
        if (isStopword(run[0]!) || isStopword(run[n - 1]!) || run.some((w) => ownerWords.has(w) || !vocabulary.has(w))) continue;
        const found = searchable.filter((s) => s.text.includes(` ${run.join(' ')} `)).map((s) => s.p);
        if (found.length) return found;
      }
    }
    return [];
  };

  // When no intent fits, show the best passages only if they cover most of what was asked; a topic
  // question ("experience with testing?") is grounded only when content covers every topic word.
  const searchAnswer = (question: string, now: Date, strict = false): EmbeddedAnswer => {
    const { hits, terms, coverage } = retriever.search(question);
    const top = hits[0];
    const enough = terms.length > 0 && (terms.length === 1 || strict ? coverage === 1 : coverage >= 0.6);
    if (!top || !enough) return { text: honestFallback(owner), intent: 'unknown', passages: pick('profile', 'contact') };
    const phrased = phrasePassages(question);
    const ranked = hits.map((h) => h.passage);
    const shown =
      phrased.length > 0 && phrased.length <= 3
        ? [...phrased].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))
        : hits.filter((h) => h.score >= top.score * 0.6).slice(0, strict ? 3 : 2).map((h) => h.passage);
    const text = [
      `Here's what ${owner.firstName}'s portfolio says about that:`,
      ...shown.map((p) => render(p, now)),
      `If that doesn't answer it, ask ${owner.firstName} directly through the ${link('Contact', pagePath(owner, 'Contact', '/contact'))} page.`,
    ].join('\n\n');
    return { text, intent: 'search', passages: shown };
  };

  const answer = (question: string, now: Date = new Date()): EmbeddedAnswer => {
    const intent = detectIntent(question, catalog, ownerWords);
    const done = (text: string, ...ids: string[]): EmbeddedAnswer => ({ text, intent: intent.kind, passages: pick(...ids) });
    const kindIds = (kind: Passage['kind']) => passages.filter((p) => p.kind === kind).map((p) => p.id);
    switch (intent.kind) {
      case 'greeting':
        return done(greeting(owner, intent.tone), 'profile');
      case 'unknown':
        return done(honestFallback(owner), 'profile', 'contact');
      case 'contact':
        return done(contactAnswer(owner, intent.cv), 'contact');
      case 'age':
        return done(ageAnswer(owner, now), 'age', 'profile');
      case 'hackathon':
        return done(
          intent.refs.map((i) => hackathonDetail(owner.hackathons[i]!)).join('\n\n'),
          ...intent.refs.map((i) => `hackathon-${owner.hackathons[i]!.slug}`),
        );
      case 'project':
        return done(
          [...intent.refs.map((i) => projectDetail(owner.projects[i]!)), `More on the ${link('Projects', pagePath(owner, 'Projects', '/projects'))} page.`].join('\n\n'),
          ...intent.refs.map((i) => `project-${owner.projects[i]!.slug}`),
        );
      case 'category':
        return done(categorySkills(owner, intent.refs, intent.asTitle), ...intent.refs.map((i) => `skills-${owner.skills[i]!.id}`));
      case 'tech':
        return done(intent.titles.map((t) => techAnswer(owner, t)).join('\n\n'), ...intent.titles.flatMap(techPassageIds));
      case 'projects':
        return done(projectList(owner, intent.pick), ...kindIds('project'));
      case 'hackathons':
        return done(hackathonList(owner, intent.withRoles), ...kindIds('hackathon'));
      case 'skills':
        return done(skillsOverview(owner, catalog.techTitles), ...kindIds('skills'));
      case 'topic':
        return searchAnswer(intent.terms.join(' '), now, true);
      case 'leadership':
        return done(
          leadershipAnswer(owner, intent.scope),
          ...ledHackathons(owner).map((h) => `hackathon-${h.slug}`),
          ...(intent.scope === 'all' ? ledCareer(owner).map((i) => `career-${i}`) : []),
        );
      case 'seniority':
        return done(seniorityAnswer(owner), 'profile', ...kindIds('education'), ...kindIds('career'));
      case 'background':
        return done(background(owner), 'profile', 'about-0', ...preDeveloperRoles(owner).map((i) => `career-${i}`), ...kindIds('education'));
      case 'role':
        return done(intent.refs.map((i) => entryBlock(career.entries[i]!)).join('\n\n'), ...intent.refs.map((i) => `career-${i}`));
      case 'education':
        return done([`${owner.firstName}'s education:`, ...education.entries.map(entryBlock)].join('\n\n'), ...kindIds('education'));
      case 'career': {
        const current = career.entries.map((e, i) => ({ e, i })).filter(({ e }) => /present/i.test(e.title));
        const shown = intent.current && current.length ? current : career.entries.map((e, i) => ({ e, i }));
        const intro = intent.current && current.length ? `What ${owner.firstName} does now:` : `${owner.firstName}'s career so far:`;
        return done([intro, ...shown.map(({ e }) => entryBlock(e))].join('\n\n'), ...shown.map(({ i }) => `career-${i}`));
      }
      case 'profile': {
        const where = `${owner.firstName} is based in **${owner.location}**.`;
        if (intent.focus === 'location') return done(where, 'profile');
        if (intent.focus === 'hobbies') return done(`In ${owner.firstName}'s own words:\n\n${quote(about?.content ?? owner.tagline)}`, 'about-0');
        return done([render(byId.get('profile')!, now), ...(about ? [quote(about.content)] : [])].join('\n\n'), 'profile', 'about-0');
      }
      case 'search':
        return searchAnswer(question, now);
    }
  };

  return { answer, retriever, passages };
}
