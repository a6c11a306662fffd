import type { Project } from './schema';
import { img } from './images';
import { gh, handle, live, t } from './links';

export const projects = [
  {
    slug: 'tic-tac-tactics',
    title: 'Tic Tac Tactics',
    year: 2023,
    image: img('projects', 'tic-tac-tactics', 'Tic Tac Tactics: a neon noughts-and-crosses board mid-game'),
    summary: 'A tic-tac-toe game with an unbeatable computer opponent.',
    description:
      'Tic Tac Tactics is a browser game of noughts and crosses against a computer opponent with three difficulty levels; the hardest plays a perfect minimax strategy and cannot be beaten. It keeps score across rounds, works with keyboard and touch, and was my first project at Harbor Code Institute.',
    kinds: ['game', 'web app'],
    techStack: [t('HTML5', 'html5'), t('CSS', 'css'), t('JavaScript', 'javascript')],
    github: gh('tic-tac-tactics'),
    live: live('tic-tac-tactics'),
  },
  {
    slug: 'star-review',
    title: 'Star Review',
    year: 2024,
    image: img('projects', 'star-review', 'Star Review: a grid of film posters with star ratings'),
    summary: 'A film review community built with Django.',
    description:
      'Star Review is a film review site where members rate films from one to five stars, write reviews, and follow other reviewers. Django handles accounts, moderation and the review feed; PostgreSQL stores the data and Cloudinary serves the posters. It has full CRUD for reviews, an admin approval queue, and automated tests for every view.',
    kinds: ['web app', 'social network'],
    techStack: [
      t('Python', 'python'),
      t('Django', 'django'),
      t('PostgreSQL', 'postgresql'),
      t('Bootstrap', 'bootstrap'),
      t('Cloudinary', 'cloudinary'),
    ],
    github: gh('star-review'),
    live: 'https://star-review-kl.onrender.com/',
  },
  {
    slug: 'coach-profile',
    title: 'Coach Profile',
    year: 2023,
    image: img('projects', 'coach-profile', 'Coach Profile: a landing page with a football pitch banner'),
    summary: 'A responsive marketing site for a freelance football coach.',
    description:
      'Coach Profile is a responsive website for a freelance football coach: services, a training-session timetable, testimonials and a booking form. It is hand-written HTML and CSS with no framework, scores 100 for accessibility in Lighthouse, and taught me mobile-first layout with Flexbox and Grid.',
    kinds: ['website'],
    techStack: [t('HTML5', 'html5'), t('CSS', 'css')],
    github: gh('coach-profile'),
    live: live('coach-profile'),
  },
  {
    slug: 'snake',
    title: 'Snake',
    year: 2023,
    image: img('projects', 'snake', 'Snake: a pixel snake chasing an apple on a dark grid'),
    summary: 'The classic Snake game in Python for the terminal.',
    description:
      'Snake is the classic arcade game written in Python for the terminal with the curses library: the snake speeds up as it grows, high scores are saved to a file, and the board adapts to the window size. I wrote it while teaching myself Python in 2023, and later deployed it with a browser terminal emulator.',
    kinds: ['game', 'cli'],
    techStack: [t('Python', 'python')],
    github: gh('snake'),
    live: 'https://snake-kl.onrender.com/',
  },
  {
    slug: 'ebuddies',
    title: 'eBuddies',
    year: 2024,
    image: img('projects', 'ebuddies', 'eBuddies: a social feed of gamers looking for teammates'),
    summary: 'A social network for finding gaming teammates.',
    description:
      'eBuddies is a social network for gamers looking for teammates: players post what they want to play and when, follow each other, comment and like. The front end is React with React Bootstrap; the back end is a Django REST Framework API with token authentication and PostgreSQL. It was my final diploma project, planned with user stories on a GitHub project board.',
    kinds: ['web app', 'social network'],
    techStack: [
      t('React', 'react'),
      t('JavaScript', 'javascript'),
      t('Bootstrap', 'bootstrap'),
      t('Django', 'django'),
      t('PostgreSQL', 'postgresql'),
    ],
    github: gh('ebuddies'),
    live: 'https://ebuddies-kl.onrender.com/',
  },
  {
    slug: 'portfolio',
    title: 'Portfolio',
    year: 2025,
    image: img('projects', 'portfolio', 'Portfolio: this game-style portfolio with its player-stats panel'),
    summary: 'This site: a game-menu portfolio with an AI assistant.',
    description:
      'This portfolio is built like a game menu, with a player-stats panel that levels up on my birthday. It is a React and TypeScript single-page app on Vite, with every flow written as an XState machine, an AI chat assistant served by a small Hono API, a contact form with a durable outbox, and an audio-reactive WebGL 404 page.',
    kinds: ['website', 'portfolio', 'ai'],
    thisSite: true,
    techStack: [
      t('React', 'react'),
      t('TypeScript', 'typescript'),
      t('Vite', 'vite'),
      t('XState', 'xstate'),
      t('Hono', 'hono'),
    ],
    github: gh('portfolio'),
    live: `https://${handle}.dev/`,
  },
] satisfies Project[];
