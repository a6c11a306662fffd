import type { Owner } from '../../../content';
import { ageFacts } from '../retrieval/age';
import { pages } from '../../../contracts/pages';
import { codingStartYear, mostUsedTech, section } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { built, type Builder } from './context';
import { bare, dayMonthYear, link, pageLink, quote } from './markdown';

// Who the owner is, where, how old, how to reach them; and what the assistant says when it cannot help.

export const profileLine = (owner: Owner) =>
  `**${owner.name}** is a ${owner.subtitle} based in ${owner.location}. ${owner.tagline}`;

export function honestFallback(owner: Owner): string {
  return [
    `I don't know that: it isn't something ${owner.firstName} has shared on this site, and I'd rather not guess. You can ask ${owner.firstName} directly through the ${pageLink('contact')} page.`,
    `I can answer questions about ${owner.firstName}'s projects, skills, career, education, hackathons, age and level.`,
  ].join('\n\n');
}

export function contactAnswer(owner: Owner, askedForCv: boolean): string {
  const contact = pages.contact.path;
  return [
    `The best way to reach ${owner.firstName} is the ${link('contact form', contact)} on this site${askedForCv ? ' (ask for a resume/CV there)' : ''}.`,
    `You can also find ${owner.firstName} here:`,
    `- **LinkedIn:** ${link(bare(owner.linkedin), owner.linkedin)}\n- **GitHub:** ${link(bare(owner.github), owner.github)}`,
  ].join('\n\n');
}

export function ageAnswer(owner: Owner, now: Date): string {
  const f = ageFacts(owner.birthDate, now);
  return [
    `${owner.firstName} is **${f.age} years old**, which is **level ${f.age}** on this site's player-stats panel: the level is the age in whole years.`,
    `The progress bar is ${f.progressPercent}% of the way to level ${f.age + 1}, which arrives on the next birthday (${dayMonthYear(f.nextBirthday)}, in ${f.daysToNextBirthday} days).`,
  ].join('\n\n');
}

export const greeting: Builder<'greeting'> = ({ tone }, _asked, { owner }) => {
  const opener = {
    hello: `Hi! I'm ${owner.firstName}'s portfolio assistant.`,
    thanks: "You're welcome! Happy to help.",
    bye: `Thanks for stopping by! If you'd like to talk to ${owner.firstName}, the ${pageLink('contact')} page is the way.`,
  }[tone];
  if (tone === 'bye') return built(opener, 'profile');
  const example = mostUsedTech(owner) ?? 'JavaScript';
  return built(
    `${opener} I can tell you about ${owner.firstName}'s projects, skills, career, education, hackathons, age and level, or how to get in touch. For example:\n\n- *What projects has ${owner.name} built?*\n- *Which projects use ${example}?*\n- *How can I contact ${owner.firstName}?*`,
    'profile',
  );
};

export const unknown: Builder<'unknown'> = ({ workTerms }, _asked, { owner }) => {
  if (!workTerms) return built(honestFallback(owner), 'profile', 'contact');
  const { firstName } = owner;
  return built(
    [
      `I don't know: this site doesn't cover terms of work (remote or on-site work, freelance or contract work, relocation, visas), and I'd rather not guess. That is a question for ${firstName}, through the ${pageLink('contact')} page.`,
      `What it does say: ${firstName} is based in **${owner.location}**.`,
    ].join('\n\n'),
    'profile',
    'contact',
  );
};
export const contact: Builder<'contact'> = ({ cv, startDate }, _asked, { owner }) => {
  const unsaid = `This site doesn't say when ${owner.firstName} could start or what notice ${owner.firstName} would give, and I'd rather not guess: that is a question for ${owner.firstName}.`;
  return built([...(startDate ? [unsaid] : []), contactAnswer(owner, cv)].join('\n\n'), 'contact');
};
export const age: Builder<'age'> = ({ then }, { now }, { owner }) => {
  const year = then === 'coding' ? codingStartYear(owner) : then;
  if (year === undefined || !Number.isFinite(year)) return built(ageAnswer(owner, now), 'age', 'profile');
  // The year alone does not say the day: before the birthday one age, from it the next.
  const turned = year - Number(owner.birthDate.slice(0, 4));
  const born = dayMonthYear(owner.birthDate);
  const today = `Today ${owner.firstName} is ${ageFacts(owner.birthDate, now).age}.`;
  if (turned < 0)
    return built(
      `${owner.firstName} was not born yet in ${year}: ${owner.firstName} was born on ${born}. ${today}`,
      'age',
    );
  if (turned === 0) return built(`${owner.firstName} was born that year, on ${born}. ${today}`, 'age');
  if (year > now.getUTCFullYear())
    return built(`${owner.firstName} will turn **${turned}** in ${year} (born on ${born}). ${today}`, 'age');
  const ages = `**${turned - 1} or ${turned}**`;
  const said =
    then === 'coding' ? `started learning to code in ${year}, at ${ages}` : `was ${ages} in ${year}`;
  const text = `${owner.firstName} ${said}: born on ${born}, ${owner.firstName} turned ${turned} that year. ${today}`;
  return built(
    text,
    'age',
    ...(then === 'coding' ? section(owner, 'education').map((e) => passageId.entry('education', e)) : []),
  );
};

export const profile: Builder<'profile'> = ({ focus }, _asked, { owner }) => {
  // The personal section is the owner's own introduction, quoted as written.
  const personal = section(owner, 'personal');
  const personalIds = personal.map((e) => passageId.entry('about', e));
  if (focus === 'location') return built(`${owner.firstName} is based in **${owner.location}**.`, 'profile');
  if (focus === 'name')
    return built(
      `${owner.firstName}'s full name is **${owner.name}**, a ${owner.subtitle} from ${owner.location}.`,
      'profile',
    );
  if (focus === 'hobbies') {
    const words = personal.length ? personal.map((e) => quote(e.content)) : [quote(owner.tagline)];
    return built([`In ${owner.firstName}'s own words:`, ...words].join('\n\n'), ...personalIds);
  }
  return built(
    [profileLine(owner), ...personal.map((e) => quote(e.content))].join('\n\n'),
    'profile',
    ...personalIds,
  );
};
