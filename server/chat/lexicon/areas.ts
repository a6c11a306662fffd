import type { Area } from './tech';

// Areas of software work a visitor names when asking about fit ("a frontend role", "a data job"),
// the words that name them, and the kinds of work that belong to each. Skills reach an area through
// the known technologies' areas (tech.ts); roles and skill categories through these words.

/** Words (singular, compounds joined) that name an area. */
export const AREA_WORDS: Record<string, readonly Area[]> = {
  frontend: ['web'],
  web: ['web'],
  ui: ['web', 'design'],
  backend: ['backend'],
  server: ['backend'],
  fullstack: ['web', 'backend'],
  data: ['data'],
  analytics: ['data'],
  mobile: ['mobile'],
  ios: ['mobile'],
  android: ['mobile'],
  game: ['games'],
  gameplay: ['games'],
  gamedev: ['games'],
  devops: ['devops'],
  infrastructure: ['devops'],
  infra: ['devops'],
  ops: ['devops'],
  cloud: ['devops'],
  sre: ['devops'],
  reliability: ['devops'],
  observability: ['devops'],
  monitoring: ['devops'],
  oncall: ['devops'],
  platform: ['devops'],
  ml: ['ml'],
  mlops: ['ml'],
  ai: ['ml'],
  design: ['design'],
  designer: ['design'],
  ux: ['design'],
  designsystem: ['design'],
  systems: ['systems'],
  embedded: ['systems'],
  firmware: ['systems'],
  iot: ['systems'],
  microcontroller: ['systems'],
};

/** Words for a part of an area, not the whole of it: what the area shows bears on it, without a yes. */
export const AREA_PARTS: Record<string, string> = { mlops: 'MLOps' };

/** How an answer names each area. */
export const AREA_LABELS: Record<Area, string> = {
  web: 'front-end',
  backend: 'back-end',
  data: 'data',
  mobile: 'mobile',
  games: 'game',
  devops: 'DevOps',
  ml: 'AI and machine-learning',
  design: 'design',
  systems: 'systems',
};

/** Kinds of work (content's KNOWN_KINDS) that are work in an area. */
export const AREA_KINDS: Record<Area, readonly string[]> = {
  web: ['web app', 'website', 'browser extension', 'portfolio'],
  backend: ['api'],
  data: ['data pipeline', 'dashboard'],
  mobile: ['mobile app'],
  games: ['game'],
  devops: ['cli'],
  ml: ['ai'],
  design: [],
  systems: ['cli', 'library', 'desktop app'],
};

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [AREA_WORDS, AREA_PARTS]) Object.setPrototypeOf(table, null);
