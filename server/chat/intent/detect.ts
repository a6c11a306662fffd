import type { Catalog } from './catalog';
import { findNamed } from './catalog';
import { isStopword, mentions, normalize } from '../text';
import { CONTACT, GREETING_WORDS, LEAD, NOT_IN_CONTENT, PROFILE_WORDS, SENIORITY, SKILL_FILLER } from './words';

// What the visitor is asking for. Intents pick which facts to show; the facts themselves come from content/.

export type Intent =
  | { kind: 'greeting'; tone: 'hello' | 'thanks' | 'bye' }
  | { kind: 'unknown' }
  | { kind: 'contact'; cv: boolean }
  | { kind: 'age' }
  | { kind: 'hackathon'; slugs: string[] }
  | { kind: 'project'; slugs: string[] }
  | { kind: 'category'; ids: number[]; asTitle: boolean }
  | { kind: 'tech'; titles: string[] }
  | { kind: 'projects'; pick: 'all' | 'latest' | 'earliest' }
  | { kind: 'hackathons'; withRoles: boolean }
  | { kind: 'skills' }
  | { kind: 'topic'; terms: string[] }
  | { kind: 'leadership'; scope: 'hackathons' | 'all' }
  | { kind: 'seniority' }
  | { kind: 'background' }
  | { kind: 'role'; ids: string[] }
  | { kind: 'education' }
  | { kind: 'career'; current: boolean }
  | { kind: 'profile'; focus: 'who' | 'location' | 'hobbies' }
  | { kind: 'search' };

export function detectIntent(question: string, catalog: Catalog, ownerWords: ReadonlySet<string>): Intent {
  const q = normalize(question);
  const words = q.split(' ').filter(Boolean);
  const has = (...patterns: string[]) => mentions(q, ...patterns);

  const askingForHelp = has('what can you do|what can i ask|what do you know|who are you|what are you') || (words.length <= 3 && has('help'));
  if (words.length === 0 || askingForHelp) return { kind: 'greeting', tone: 'hello' };
  if (words.every((w) => GREETING_WORDS.has(w) || ownerWords.has(w))) {
    return { kind: 'greeting', tone: has('thanks?|cheers') ? 'thanks' : has('bye|goodbye|see ya') ? 'bye' : 'hello' };
  }
  if (has(NOT_IN_CONTENT)) return { kind: 'unknown' };

  const projectOrder = has('latest|newest|most recent|recent|last') ? 'latest' : has('first|oldest|earliest') ? 'earliest' : 'all';
  const listOfProjects =
    has('projects|apps|applications') ||
    has('what (has|have|did) \\w+( \\w+)? (built|build|made|make|created|create|shipped)') ||
    (projectOrder !== 'all' && has('project|app|thing'));
  const hackathons = findNamed(q, catalog.hackathons);
  if (hackathons.length) return { kind: 'hackathon', slugs: hackathons };
  const projects = findNamed(q, catalog.projects);
  if (projects.length && !(listOfProjects && projects.length === 1 && has('portfolio'))) return { kind: 'project', slugs: projects };

  // "What's Kai's GitHub?" asks for the profile; "Has Kai used GitHub?" asks about the skill.
  const profileLink = has('github') && !has('use|used|uses|using|know|knows|skills?|experience|familiar|projects?');
  if (has(CONTACT) || profileLink) return { kind: 'contact', cv: has('cv|resume') };
  // Before age: "entry level" is a seniority, not the site's level. A role named with "Senior" is a role question.
  if (has(SENIORITY) && findNamed(q, catalog.roles).length === 0) return { kind: 'seniority' };
  // "level" is the site's word for age, but "level of experience" is not.
  if (has('how old|age|aged|born|birthday|birth date|years old') || (has('level') && !has('level of|experience|skills?'))) return { kind: 'age' };

  const skillWords = 'skills?|tech|technology|technologies|stack|tools?|languages?|frameworks?|libraries|know|knows|use|uses|using|expertise';
  const categories = findNamed(q, catalog.categories);
  const asTitle = has('developer|engineer|dev');
  if (categories.length && (has(skillWords) || asTitle) && !listOfProjects) return { kind: 'category', ids: categories, asTitle };
  const techs = findNamed(q, catalog.techs);
  if (techs.length) return { kind: 'tech', titles: techs };

  if (listOfProjects) return { kind: 'projects', pick: projectOrder };
  if (has('hackathons?|hackathon teams?|teams')) {
    if (has(LEAD)) return { kind: 'leadership', scope: 'hackathons' };
    return { kind: 'hackathons', withRoles: has('roles?|did|do|part|responsib\\w*') };
  }
  if (has(LEAD)) return { kind: 'leadership', scope: 'all' };
  // "Has Kai worked with Kubernetes?", "management experience", "Does Kai know Java?": whatever is left once
  // the name and the asking words go is the topic. It is answered from content or called unknown, never
  // answered with a list of everything else.
  const asksAboutSkill = has(skillWords + '|good at|proficient|experience (with|in|of)|specialis\\w*|specializ\\w*');
  const asksAboutExperience = has('experience|experienced|familiar|(work|worked|working|works) (with|on|in)|done any');
  // "What did Kai use to do?" is about the past life, asked below, not about using something.
  if ((asksAboutSkill || asksAboutExperience) && !has('used? to')) {
    const terms = words.filter((w) => !ownerWords.has(w) && !isStopword(w) && !SKILL_FILLER.has(w));
    if (terms.length) return { kind: 'topic', terms };
    // "What is Kai's work experience?" has no topic: it is a career question, asked below.
    if (asksAboutSkill) return { kind: 'skills' };
  }
  if (has('background|before|previous|previously|former|formerly|earlier|prior|used to|past|switch\\w*|career change|change careers?|become|became|becoming'))
    return { kind: 'background' };
  const roles = findNamed(q, catalog.roles);
  if (roles.length) return { kind: 'role', ids: roles };
  if (has('education|educated|study|studied|studies|student|school|course|courses|diploma|degree|qualification\\w*|certific\\w*|bootcamp|university|college|graduat\\w*|learn|learned|learnt|learning|self taught|taught'))
    return { kind: 'education' };
  if (has('career|jobs?|work|working|worked|employ\\w*|roles?|position|experience|occupation|profession|company|companies|do for a living'))
    return { kind: 'career', current: has('current|currently|now|today|present|these days') };
  if (has('(do|doing) (now|today|these days|currently)|currently')) return { kind: 'career', current: true };
  if (has('where .*(live|lives|living|based|from|located)|location|city|country|hometown')) return { kind: 'profile', focus: 'location' };
  if (has('hobby|hobbies|interests?|free time|spare time|for fun|outside (of )?work|weekends?')) return { kind: 'profile', focus: 'hobbies' };
  const topicWords = words.filter((w) => !ownerWords.has(w) && !isStopword(w) && !PROFILE_WORDS.has(w));
  // Nothing left but the owner's name and question words ("What does Kai do?"): introduce the owner.
  if (topicWords.length === 0) return { kind: 'profile', focus: 'who' };
  return { kind: 'search' };
}
