import type { Owner } from './schema';
import { about } from './about';
import { faq } from './faq';
import { hackathons } from './hackathons';
import { profile } from './profile';
import { projects } from './projects';
import { skills } from './skills';

// The owner of this site: a fictional developer, assembled from one file per part so that each
// screen's chunk carries only its own part. A change of name in profile.ts changes it everywhere.
export const owner = { ...profile, about, skills, projects, hackathons, faq } satisfies Owner;
