// The browser imports the data as-is (the schema is checked in tests and by the server at start-up),
// so zod never enters the browser bundle.
export { owner } from './owner';
export type * from './schema';
