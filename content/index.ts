// The browser imports the data as-is (the schema is checked in tests and by the server at start-up),
// so zod never enters the browser bundle. Screens import their own part to keep chunks small.
export { owner } from './owner';
export { profile } from './profile';
export { about } from './about';
export { skills } from './skills';
export { projects } from './projects';
export { hackathons } from './hackathons';
export type * from './schema';
