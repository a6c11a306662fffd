import type { Owner } from './schema';

// Who the site belongs to. The shared layout reads only this file, so it is all the first load carries.
const name = 'Kai Lindqvist';
const firstName = 'Kai';
const handle = 'kailindqvist';

export const profile = {
  name,
  firstName,
  handle,
  pronouns: 'he',
  birthDate: '1994-08-17',
  subtitle: 'Fullstack Developer',
  location: 'Gothenburg, Sweden',
  tagline: 'Former football coach turned full-stack developer, building playful, accessible web apps.',
  linkedin: `https://www.linkedin.com/in/${handle}`,
  github: `https://github.com/${handle}`,
  avatar: {
    src: '/images/avatar.webp',
    alt: `Pixel-art portrait of ${name} wearing a headset`,
    width: 320,
    height: 320,
  },
} satisfies Omit<Owner, 'about' | 'skills' | 'projects' | 'hackathons'>;
