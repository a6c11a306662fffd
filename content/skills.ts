import type { Owner } from './schema';
import { emblem } from './images';

export const skills = [
  {
    id: 1,
    slug: 'frontend',
    name: 'Frontend',
    emblem: emblem('frontend', 'Frontend emblem: a glowing monitor'),
    skills: [
      { title: 'HTML5', icon: 'html5', ariaLabel: 'HTML5 markup' },
      { title: 'CSS', icon: 'css', ariaLabel: 'CSS styling' },
      { title: 'JavaScript', icon: 'javascript', ariaLabel: 'JavaScript programming language' },
      { title: 'TypeScript', icon: 'typescript', ariaLabel: 'TypeScript programming language' },
      { title: 'React', icon: 'react', ariaLabel: 'React user-interface library' },
      { title: 'Vite', icon: 'vite', ariaLabel: 'Vite build tool' },
      { title: 'Tailwind CSS', icon: 'tailwindcss', ariaLabel: 'Tailwind CSS framework' },
      { title: 'Bootstrap', icon: 'bootstrap', ariaLabel: 'Bootstrap CSS framework' },
      { title: 'Sass', icon: 'sass', ariaLabel: 'Sass stylesheet language' },
      { title: 'jQuery', icon: 'jquery', ariaLabel: 'jQuery library' },
    ],
  },
  {
    id: 2,
    slug: 'backend',
    name: 'Backend',
    emblem: emblem('backend', 'Backend emblem: a stack of servers'),
    skills: [
      { title: 'Python', icon: 'python', ariaLabel: 'Python programming language' },
      { title: 'Django', icon: 'django', ariaLabel: 'Django web framework' },
      { title: 'Flask', icon: 'flask', ariaLabel: 'Flask web framework' },
      { title: 'Node.js', icon: 'nodedotjs', ariaLabel: 'Node.js runtime' },
      { title: 'Express', icon: 'express', ariaLabel: 'Express web framework' },
      { title: 'Hono', icon: 'hono', ariaLabel: 'Hono web framework' },
      { title: 'PostgreSQL', icon: 'postgresql', ariaLabel: 'PostgreSQL database' },
      { title: 'MongoDB', icon: 'mongodb', ariaLabel: 'MongoDB database' },
      { title: 'SQLite', icon: 'sqlite', ariaLabel: 'SQLite database' },
    ],
  },
  {
    id: 3,
    slug: 'fullstack',
    name: 'Fullstack',
    emblem: emblem('fullstack', 'Fullstack emblem: crossed wrench and code brackets'),
    skills: [
      { title: 'Git', icon: 'git', ariaLabel: 'Git version control' },
      { title: 'GitHub', icon: 'github', ariaLabel: 'GitHub code hosting' },
      { title: 'Docker', icon: 'docker', ariaLabel: 'Docker containers' },
      { title: 'Vercel', icon: 'vercel', ariaLabel: 'Vercel hosting platform' },
      { title: 'Cloudinary', icon: 'cloudinary', ariaLabel: 'Cloudinary media hosting' },
      { title: 'Figma', icon: 'figma', ariaLabel: 'Figma design tool' },
    ],
  },
] satisfies Owner['skills'];
