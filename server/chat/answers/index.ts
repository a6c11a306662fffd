import type { Intent } from '../intent/types';
import type { Builder } from './context';
import { background, career, education, leadership, role, seniority } from './career';
import { age, contact, greeting, profile, unknown } from './profile';
import { pick } from './pick';
import { search, topic } from './search';
import { category, skills, tech, techKind, uses } from './skills';
import { detail, hackathon, hackathons, links, list, prizes, project, projects, stack, subset } from './work';
import { when, year } from './time';
import { kindOf, workKind } from './kinds';
import { quality } from './qualities';

/** One builder per intent: adding an intent without its answer fails the type check. */
export const builders: { [K in Intent['kind']]: Builder<K> } = {
  greeting,
  unknown,
  prizes,
  stack,
  links,
  detail,
  list,
  pick,
  contact,
  age,
  profile,
  hackathon,
  hackathons,
  project,
  projects,
  category,
  skills,
  techKind,
  tech,
  topic,
  workKind,
  ofKind: kindOf,
  quality,
  search,
  leadership,
  seniority,
  background,
  role,
  education,
  career,
  when,
  year,
  subset,
  uses,
};

export type { AnswerContext, Asked, Built } from './context';
