import type { OwnerPresence } from '../contracts/pages';
import { hackathons } from './hackathons';

// Which optional lists have entries, so pages for an empty one disappear. The browser build replaces
// this module with its values (scripts/site/plugin.ts), so the first screen never loads the lists.
export const presence: OwnerPresence = { hackathons: hackathons.length > 0 };
