import { asksFamily } from './family';
import { stemmer } from 'stemmer';
import type { Found } from '../understand';
import { careerOf, chronological, educationOf, isSoftware, newestFirst } from '../facts';
import { commonWords } from '../lexicon/english';
import { BREAK_TITLE } from '../lexicon/cues';
import { sentencesOf, type Passage } from '../passages';
import { source } from './prose';
import { listing, singular, tokens } from '../text';
import { titledJobs, WHOLE_CAREER } from './about';
import type { Ctx } from './context';
import { RANKS, SOFTWARE_POSTS } from './entryClaims';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';
import { withArticle } from './work';

// "Did she use to work as a nurse?", "is he a teacher?", "was she ever a coach?": a post asked of the
// owner is answered by the job titles. A post no title, field or sentence names is a plain no.

// One post or two ("a teacher or instructor"), after "work as" or after "is she (ever) a".
const POSTS_ASKED = String.raw`an? ([a-z]+)(?: or (?:an? )?([a-z]+))?`;
const AFTER = String.raw`(?: (?:before|ever|professionally|too|once))?$`;
const WORKED_AS = new RegExp(
  String.raw`^(?:did|does|has|have|had|was|were|is) .*\b(?:work|worked|working|employed|job) as (?:an? )?([a-z]+)(?: or (?:an? )?([a-z]+))?${AFTER}`,
);
const IS_A = new RegExp(
  String.raw`^(?:is|was|has|have) (?!(?:there|it|this|that|these|those)\b)\S+ (?:(?:ever|also|still|actually|really|previously|once|always) )*(?:been )?${POSTS_ASKED}${AFTER}`,
);
// Nouns after "is she a" that are not posts: judgements, levels and standing.
const NOT_POSTS = new Set([
  'fit',
  'match',
  'good',
  'student',
  'beginner',
  'expert',
  'winner',
  'learner',
  'user',
  'member',
  'player',
  'speaker',
  'leader',
  'person',
  'people',
  'man',
  'woman',
  'guy',
  'native',
  'citizen',
  'resident',
  'graduate',
  'hire',
  'candidate',
]);

// Posts near one another: a teacher's work may be titled coach or tutor. Words of one group only.
const KIN = [
  'teacher tutor instructor lecturer coach mentor educator',
  'chef cook',
  'nurse carer caregiver',
  'doctor physician',
  'writer author journalist copywriter',
  'artist illustrator painter',
  'musician composer performer',
].map((g) => g.split(' '));
const kinOf = (post: string) => KIN.find((g) => g.includes(post))?.filter((w) => w !== post) ?? [];

/** The posts a yes/no question asks the owner held, when it names them and nothing else. */
const TITLED_RANKS = new Set(['manager', 'director']);
// Posts a title may name beside a word that only qualifies them ("Engineer (Design Systems)").
const OTHER_POSTS = new Set(['engineer', 'developer', 'programmer', 'architect', 'manager', 'consultant']);
const PRONOUN_POSTS = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'man', 'woman', 'guy', 'girl']);

function postsAsked(ctx: Ctx): string[] | undefined {
  // A job whose whole title is the post ("Farrier") is named by it.
  const job = (f: Found) =>
    f.entity.type === 'item' &&
    f.entity.item.type === 'entry' &&
    f.entity.item.section.id !== 'education' &&
    f.end - f.start === 1 &&
    f.end === ctx.q.words.length;
  if (!ctx.q.yesNo || ctx.q.found.some((f) => f.entity.type !== 'owner' && !job(f))) return undefined;
  const text = ctx.q.words.join(' ');
  const m = WORKED_AS.exec(text) ?? IS_A.exec(text);
  const posts = m ? [m[1]!, m[2]].filter((w): w is string => !!w) : [];
  const other = (post: string) =>
    WHOLE_CAREER.has(post) ||
    SOFTWARE_POSTS.has(post) ||
    NOT_POSTS.has(post) ||
    // Ranks ("lead", "freelancer") are answered by the ranks the entries say; a manager or a director
    // is a post, held by title or not.
    (RANKS.has(post) && !TITLED_RANKS.has(post)) ||
    RANKS.has(post.replace(/r$/, ''));
  // "Is Rowan a he or she?" asks for pronouns, not a post.
  if (posts.some((p) => PRONOUN_POSTS.has(p))) return undefined;
  return posts.length && !posts.some(other) ? posts : undefined;
}

// A manager by another title ("Head of Firmware", "Director of Engineering", "CTO"), or by the words
// of the job on the people who report to the owner.
const MANAGING_TITLE = /^head of\b|\b(?:director|vp|vice president|chief \w+ officer|cto|cio|cpo)\b/i;
// Managing people, not things: "I manage quell schedules" is no post.
const MANAGING_SAID =
  /\b(?:report(?:s|ing)? (?:directly )?to me|my (?:direct )?reports|direct reports|I (?:manage|managed|line[- ]manage[sd]?) (?:a |the |my |our )?(?:\w+ )?(?:team|teams|group|department|people|engineers|developers|designers|staff)\b|I (?:lead|run) (?:[\w'’]+ ){0,3}(?:team|teams|group|department) of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty) (?:engineers|developers|designers|people|staff)\b)/i;
const managesPeople = (e: Entry) =>
  MANAGING_TITLE.test(e.entry.role ?? e.title) || MANAGING_SAID.test(e.entry.content);

const titleStems = (e: Entry) => tokens(e.entry.role ?? e.title).map((w) => stemmer(w));

/** How the answer on jobs titled as asked begins: "is she a coach?" of coaching that ended is "not now". */
function heldLead(ctx: Ctx, titled: readonly Entry[], posts: readonly string[]): string {
  // "Has she always been a manager?" of a career that began in other posts: not always.
  const other = ctx.q.words.includes('always')
    ? chronological(careerOf(ctx.cat)).find((e) => !titled.includes(e))
    : undefined;
  if (other) {
    const first = chronological([...titled])[0];
    const before = !first || (other.entry.start ?? '') < (first.entry.start ?? '');
    const was = before ? 'started as' : ctx.v.they === 'they' ? 'were also' : 'was also';
    return `No, not always: ${ctx.v.they} ${was} ${entryLine(other, ctx.now)}. As ${withArticle(posts.join(' or '))}: `;
  }
  if (ctx.q.words[0] !== 'is' || titled.some((e) => e.entry.end === 'present')) return 'Yes: ';
  return `Not now, but ${ctx.v.they} ${ctx.v.they === 'they' ? 'were' : 'was'} ${withArticle(posts.join(' or '))}: `;
}

/** The owner's sentences that say a post, or its work ("teach" of a teacher). */
function postSaid(ctx: Ctx, posts: readonly string[]): Passage[] {
  const forms = posts.flatMap((post) => {
    const root = post.replace(/(?:er|or)$/, '');
    return root.length > 3 && root !== post ? [post, root] : [post];
  });
  const said = forms.flatMap((w) => ctx.passages.find([w], 3).filter((p) => ctx.passages.says(p.text, [w])));
  return [...new Map(said.map((p) => [p.text, p])).values()].slice(0, 3);
}

/** Entries titled alike: by a post's kin ("coach" of a teacher), else by the question's synonyms. */
function titledAlike(ctx: Ctx, pool: readonly Entry[], posts: readonly string[]): Entry[] {
  const kin = new Set(posts.flatMap(kinOf).map((w) => stemmer(w)));
  const byKin = pool.filter((e) => titleStems(e).some((w) => kin.has(w)));
  return byKin.length ? byKin : titledJobs(ctx);
}

// Research is a doctorate's work: "was she a researcher?" of a PhD is yes, by that study.
const RESEARCH_POSTS = new Set(['researcher', 'scientist', 'academic', 'scholar']);
const DOCTORAL = /\b(?:ph\.? ?d|doctora(?:te|l)|dphil|d\.phil|doctor of)\b/i;

function doctoralResearch(ctx: Ctx, posts: readonly string[]): Answer | undefined {
  const doctor = posts.includes('doctor');
  if (!doctor && !posts.some((p) => RESEARCH_POSTS.has(p))) return undefined;
  const studies = educationOf(ctx.cat).filter((e) => DOCTORAL.test(`${e.title} ${e.entry.role ?? ''}`));
  if (!studies.length) return undefined;
  // "Is she a doctor?" of a PhD: a doctor by degree, which says nothing of medicine.
  if (doctor)
    return answer(
      `By degree, yes: ${ctx.v.name} holds a doctorate (${listing(studies.map((e) => entryLine(e, ctx.now)))}). The site names no medical training.`,
      studies,
    );
  const now = ctx.q.words[0] === 'is' && !studies.some((e) => e.entry.end === 'present');
  const lead = now ? `Not now, but ${ctx.v.they} did doctoral research` : `Yes, as a doctoral researcher`;
  return answer(`${lead}: ${listing(studies.map((e) => entryLine(e, ctx.now)))}.`, studies);
}

const FORMER = /\b(?:former(?:ly)?|ex-|used to be|once|retired)\b/i;

/**
 * "Is he a physicist?" of an owner whose headline says "Former particle physicist": the headline's
 * own words, with the studies of that field beside them.
 */
function postInHeadline(ctx: Ctx, posts: readonly string[]): Answer | undefined {
  const { subtitle, tagline } = ctx.cat.owner;
  // The post itself in the headline: "I build design systems" says no designer.
  const line = [tagline, subtitle].find(
    // "Models doctors can trust" names others, not the owner: the post in the singular only.
    (t) => t && tokens(t).some((w) => posts.includes(w)),
  );
  if (!line) return undefined;
  // "Physicist" of a PhD in physics: the studies whose title shares the post's root.
  const root = (p: string) => stemmer(p.replace(/(?:ist|ian|er|or)$/, ''));
  const studied = educationOf(ctx.cat).filter((e) =>
    titleStems(e).some((w) => posts.some((p) => root(p).length > 3 && w.startsWith(root(p)))),
  );
  const lead = FORMER.test(line) ? "Not now, by the site's own headline" : "Yes, by the site's own headline";
  const studies = studied.length ? ` Studies: ${listing(studied.map((e) => entryLine(e, ctx.now)))}.` : '';
  return answer(`${lead}: “${line}”${studies}`, studied);
}

const TRAILING = new Set(['ever', 'before', 'too', 'once', 'professionally', 'previously']);
const COMPARING = new Set(['longer', 'shorter', 'later', 'earlier']);

/** "Was he ever a DevOps engineer?", "has she worked as an SRE?": the jobs the question names by title. */
function titleHeld(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words;
  // "Longer in QA or as a gameplay programmer?" weighs two; this asks of one.
  if (!ctx.q.yesNo || words.some((w) => w === 'or' || w === 'than' || COMPARING.has(w))) return undefined;
  let end = words.length;
  while (end > 0 && TRAILING.has(words[end - 1]!)) end--;
  const named = ctx.q.found.filter(
    (f) =>
      f.entity.type === 'item' &&
      f.entity.item.type === 'entry' &&
      f.entity.item.section.id !== 'education' &&
      f.entity.item.section.id !== 'personal' &&
      f.end === end &&
      /^(?:a|an|as)$/.test(words[f.start - 1] ?? ''),
  );
  const span = named[0];
  if (!span) return undefined;
  // Only the owner and the title: "a DevOps engineer at Shopwell?" asks more.
  const within = (f: Found) => f.start >= span.start && f.end <= span.end;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && !within(f))) return undefined;
  const held = chronological(
    named.map((f) => (f.entity as Extract<Found['entity'], { type: 'item' }>).item as Entry),
  );
  return answer(
    `${heldLead(ctx, held, [words.slice(span.start, span.end).join(' ')])}${listing(held.map((e) => entryLine(e, ctx.now)))}.`,
    held,
  );
}

/** The jobs titled as asked; else those titled alike; else no, with the jobs there were. */
export function postHeld(ctx: Ctx): Answer | undefined {
  // "Is he a dad?" asks of the owner's family, not a post.
  if (asksFamily(ctx.q.words)) return undefined;
  const byTitle = titleHeld(ctx);
  if (byTitle) return byTitle;
  const posts = postsAsked(ctx);
  const jobs = chronological(careerOf(ctx.cat));
  // "Was she ever a developer?" is asked of the software posts.
  if (!posts) return softwarePostHeld(ctx);
  if (!jobs.length) return undefined;
  // Volunteering and other sections hold posts too; studies do not.
  const pool = chronological(ctx.cat.entries.filter((e) => e.section.id !== 'education'));
  const stems = new Set(posts.map((w) => stemmer(w)));
  // "A teacher?" of a "Teaching Fellow": the doing the post is named for, in the title.
  const doing = new Set(posts.flatMap((p) => (/(?:er|or)$/.test(p) ? [`${p.slice(0, -2)}ing`] : [])));
  // "A designer?" of "Frontend Engineer (Design Systems)": a word of the title that only qualifies
  // another post is no post of its own.
  const asPost = (e: Entry) => {
    const words = tokens(e.entry.role ?? e.title);
    const exact = words.some((w) => posts.includes(w) || posts.includes(singular(w)));
    return exact || !words.some((w) => OTHER_POSTS.has(w) && !posts.includes(w));
  };
  const titled = pool.filter(
    (e) =>
      (titleStems(e).some((w) => stems.has(w)) && asPost(e)) ||
      tokens(e.entry.role ?? e.title).some((w) => doing.has(w)) ||
      (posts.includes('manager') && managesPeople(e)),
  );
  if (titled.length)
    return answer(
      `${heldLead(ctx, titled, posts)}${listing(titled.map((e) => entryLine(e, ctx.now)))}.`,
      titled,
    );
  const doctoral = doctoralResearch(ctx, posts);
  if (doctoral) return doctoral;
  const alike = titledAlike(ctx, pool, posts);
  if (alike.length)
    return answer(
      `Not by title: none of ${ctx.v.their} jobs is titled ${posts.join(' or ')}. The nearest:\n${alike.map((e) => `- ${entryLine(e, ctx.now)}: “${sentencesOf(e.entry.content)[0] ?? ''}”`).join('\n')}`,
      alike,
    );
  const headline = postInHeadline(ctx, posts);
  if (headline) return headline;
  // "Manage medication schedules" says nothing of a manager's post.
  const said = posts.some((p) => TITLED_RANKS.has(p)) ? [] : postSaid(ctx, posts);
  if (said.length)
    return answer(
      `Not as a job the site lists. What ${ctx.v.their} own words say:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
      said.map((p) => p.item),
    );
  const Their = `${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)}`;
  return answer(
    `No: the site lists no work as ${withArticle(posts.join(' or '))} for ${ctx.v.name}. ${Their} jobs: ${listing(jobs.map((e) => entryLine(e, ctx.now)))}.`,
    jobs,
  );
}

/**
 * "Was she ever a developer?": the jobs titled so, else the jobs the site lists as software work
 * under other titles ("Senior SDET"), with the owner's title on the site.
 */
function softwarePostHeld(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const m = ctx.q.yesNo ? (WORKED_AS.exec(text) ?? IS_A.exec(text)) : null;
  const post = m && [m[1], m[2]].find((w): w is string => !!w && SOFTWARE_POSTS.has(w));
  if (!post || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const jobs = chronological(careerOf(ctx.cat).filter((e) => e.entry.start));
  // "Developer" is a post; "Development Coach" is not one.
  const word = post === 'dev' ? 'developer' : post;
  const titled = jobs.filter((e) => tokens(e.entry.role ?? e.title).some((w) => singular(w) === word));
  const line = (e: Entry) => entryLine(e, ctx.now);
  const software = jobs.filter((e) => isSoftware(e) && !BREAK_TITLE.test(e.entry.role ?? e.title));
  // "Is he a developer?" of a Fullstack Developer: yes by the title on the site, whatever the jobs say.
  const headline = tokens(ctx.cat.owner.subtitle).some((w) => SOFTWARE_POSTS.has(singular(w)));
  const shown = titled.length ? titled : software;
  const list = shown.map((e) => `- ${line(e)}`).join('\n');
  if (headline)
    return answer(
      `Yes: ${ctx.v.their} title on the site is ${ctx.cat.owner.subtitle}.${list ? `\n${list}` : ''}`,
      shown,
    );
  if (titled.length) return answer(`Yes: ${listing(titled.map(line))}.`, titled);
  if (!software.length) return answer(`No: the site lists no software job for ${ctx.v.name}.`, jobs);
  return answer(
    `Not by job title: none of ${ctx.v.their} jobs is titled ${post}, but the site lists this software work:\n${list}`,
    software,
  );
}

// "Did he ever work at Google?": an employer the site does not have, named after "at" or "for".
const WORKED_AT =
  /^(?:did|has|have|was|were) \S+ (?:ever |also |previously )?(?:work|worked|been|intern|interned|employed) (?:at|for) (?!(?:a|an|the|any|some|one|big|large|small|his|her|their)\b)([a-z][\w&.-]*(?: [a-z][\w&.-]*){0,2})$/;

// "…at a big tech company like Google?", "…at a FAANG company?": the employers named as examples.
const WORKED_LIKE =
  /^(?:did|has|have|was|were) \S+ (?:ever |also |previously )?(?:work|worked|been|intern|interned|employed) (?:at|for|in) (?:a |an |any |one of the )?(?:(?:[\w-]+ ){0,3}(?:like|such as|e g) ([a-z][\w&.-]*(?: (?:or|and) [a-z][\w&.-]*)*)|(faang|maang|gafam) (?:company|companies|firm|firms))$/;

/** The employer or employers a question names, as words and as the visitor wrote them. */
function employerAsked(ctx: Ctx): { name: string; shown: string } | undefined {
  const text = ctx.q.words.join(' ');
  const m = WORKED_AT.exec(text);
  const lastWords = (n: number) =>
    ctx.q.raw
      .replace(/[?.!\s]+$/, '')
      .split(/\s+/)
      .slice(-n)
      .join(' ');
  if (m) return { name: m[1]!, shown: lastWords(m[1]!.split(' ').length) };
  // "Was she at Microsoft?": a bare "at" names an employer only by a name, never "at uni in Paris".
  const at = /^(?:was|were) \S+ (?:ever |also |previously )?at ([a-z][\w&.-]*)$/.exec(text);
  if (at && !commonWords().has(at[1]!)) return { name: at[1]!, shown: lastWords(1) };
  const like = WORKED_LIKE.exec(text);
  if (like?.[2]) return { name: like[2], shown: `a ${like[2].toUpperCase()} company` };
  return like?.[1] ? { name: like[1], shown: lastWords(like[1].split(' ').length) } : undefined;
}

const BECAME =
  /\b(?:acquired|bought|merged|became|renamed|rebranded|called|formerly|known as|took over|taken over|part of)\b/i;

/** No, for an employer named that no entry or sentence on the site has, with the employers there were. */
export function noWorkAt(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const asked = employerAsked(ctx);
  if (!asked) return undefined;
  const { name, shown } = asked;
  const own = name.split(' ').filter((w) => w.length > 2 && !commonWords().has(w));
  if (!own.length) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  if (!jobs.length) return undefined;
  const Their = `${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)}`;
  const listed = `${Their} jobs: ${listing(jobs.map((e) => entryLine(e, ctx.now)))}.`;
  // A name the content has otherwise (a client, a cloud, a company that bought the employer) is
  // no employer of the owner's, but the sentences that name it are shown.
  const said = ctx.passages.find(own, 3).filter((p) => own.every((w) => tokens(p.text).includes(w)));
  // A company that bought or became the employer: the job there may well be its, as the prose says.
  if (said.some((p) => BECAME.test(p.text))) return undefined;
  if (said.length)
    return answer(
      `Not as an employer the site lists. It names ${shown} here:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}\n${listed}`,
      // What names it is what a follow-up ("+for how long?") asks of; the jobs are only beside it.
      said.map((p) => p.item),
    );
  if (own.some((w) => ctx.passages.find([w], 1).length)) return undefined;
  return answer(`No: the site lists no work at ${shown} for ${ctx.v.name}. ${listed}`, jobs);
}

// "What did she do for Tejo Pay?": a name the question gives after the work done, by its own words.
const DONE_FOR =
  /^what (?:did|does|has) \S+ (?:do|did|done|build|built|make|made|work on) (?:at|for|with) (.+)$/;

/**
 * "What did she do at Tejo Pay?" of a client named only in a job's words: the sentences that name
 * it, said to be about no employer of the owner's, never "the site doesn't say".
 */
export function doneForNamed(ctx: Ctx): Answer | undefined {
  if (ctx.q.yesNo || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const m = DONE_FOR.exec(ctx.q.words.join(' '));
  const own = m?.[1]!.split(' ').filter((w) => w.length > 2 && !commonWords().has(w)) ?? [];
  if (!own.length || m![1]!.split(' ').length > 4) return undefined;
  const said = ctx.passages.find(own, 3).filter((p) => own.every((w) => tokens(p.text).includes(w)));
  if (!said.length) return undefined;
  const shown = ctx.q.raw
    .replace(/[?.!\s]+$/, '')
    .split(/\s+/)
    .slice(-m![1]!.split(' ').length)
    .join(' ');
  // A name, as written: "Tejo Pay", never "the one where they were the only designer".
  if (!/^\p{Lu}/u.test(shown)) return undefined;
  return answer(
    `${shown} is not one of ${ctx.v.name}'s employers on the site; ${ctx.v.their} own words that name it:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

// "Where did he work as a coach?", "which companies did she work at as an accountant?": the post
// asked after "as", where a yes/no question (WORKED_AS) asks whether it was held at all.
const WHERE_AS =
  /^(?:so )?(?:where|which (?:companies|company|employers?|firms?|places?|jobs?)|who)\b.*\b(?:work|worked|working|was|were|been|employed)\b.*\bas (?:a |an )?([a-z][\w-]*)$/;

/** "Where did he work as a coach?": the jobs whose title has the post, or a word it begins ("audit" of "auditor"). */
export function whereWorkedAs(ctx: Ctx): Answer | undefined {
  const post = WHERE_AS.exec(ctx.q.words.join(' '))?.[1];
  if (!post) return undefined;
  const stem = stemmer(post);
  const root = stem.replace(/(?:or|er|ist|ant|ent)$/, '');
  const jobs = newestFirst(
    careerOf(ctx.cat).filter((e) =>
      titleStems(e).some((w) => w === stem || (root.length > 3 && w.startsWith(root))),
    ),
  );
  if (!jobs.length) return undefined;
  const line = (e: Entry) => `- ${entryLine(e, ctx.now)}${e.entry.location ? `, ${e.entry.location}` : ''}`;
  return answer(
    `${ctx.v.name}'s ${jobs.length === 1 ? 'job' : 'jobs'} as ${withArticle(post)}:\n${jobs.map(line).join('\n')}`,
    jobs,
  );
}
