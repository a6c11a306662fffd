import { navigationFor, routePagesFor, type OwnerPresence } from '../contracts/pages';
import { hackathons } from './hackathons';

// Which optional lists have entries, so pages for an empty one disappear, and the routes and
// navigation items that leaves. The browser build replaces this module with its values
// (scripts/site/plugin.ts), so the first screen never loads the lists nor filters the pages.
export const presence: OwnerPresence = { hackathons: hackathons.length > 0 };
/** The owner's routes, in the navigation's order. */
export const ownerRoutes = routePagesFor(presence);
/** The navigation bar's items for the owner's routes. */
export const ownerNavigation = navigationFor(presence);
