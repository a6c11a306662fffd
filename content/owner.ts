import type { Owner } from './schema';

// The owner of this site: a fictional developer. Every screen, the chat assistant and the
// page titles read from here, so a change of name here changes it everywhere.

const handle = 'kailindqvist';
const gh = (repo: string) => `https://github.com/${handle}/${repo}`;
const live = (repo: string) => `https://${handle}.github.io/${repo}/`;
const img = (folder: string, slug: string, alt: string) => ({ src: `/images/${folder}/${slug}.webp`, alt, width: 800, height: 500 });
const emblem = (slug: string, alt: string) => ({ src: `/images/emblems/${slug}.webp`, alt, width: 160, height: 160 });
const t = (title: string, icon: string) => ({ title, icon });

export const owner = {
  name: 'Kai Lindqvist',
  firstName: 'Kai',
  handle,
  birthDate: '1994-08-17',
  subtitle: 'Fullstack Developer',
  location: 'Gothenburg, Sweden',
  tagline: 'Former football coach turned full-stack developer, building playful, accessible web apps.',
  linkedin: `https://www.linkedin.com/in/${handle}`,
  github: `https://github.com/${handle}`,
  avatar: { src: '/images/avatar.webp', alt: 'Pixel-art portrait of Kai Lindqvist wearing a headset', width: 320, height: 320 },
  about: [
    {
      id: 'personal',
      label: 'PERSONAL',
      entries: [
        {
          title: 'About Me',
          content:
            "I'm Kai, a full-stack developer from Gothenburg who spent eight years coaching youth football before switching to code. Coaching taught me to break big goals into small drills, give clear feedback and keep a team motivated, and I bring the same habits to software: small commits, readable code and calm code reviews. I enjoy building interfaces that feel like games, with React and TypeScript on the front and Python or Node.js on the back. Away from the keyboard I still referee weekend matches, play retro RPGs and bake far too much cardamom bread.",
        },
      ],
    },
    {
      id: 'education',
      label: 'EDUCATION',
      entries: [
        {
          title: '2024 - Diploma in Full-Stack Software Development',
          content:
            'A one-year diploma at Harbor Code Institute, finished with distinction in 2024. Five graded portfolio projects covered HTML and CSS, interactive JavaScript, Python, and full-stack Django with PostgreSQL, ending with an advanced React front end on a Django REST Framework API. Along the way I learned agile planning with user stories, automated and manual testing, accessibility audits and deployment to cloud platforms.',
        },
        {
          title: '2023 - Self-Taught Developer',
          content:
            'Before enrolling I spent 2023 teaching myself to code in the evenings: freeCodeCamp\'s Responsive Web Design and JavaScript Algorithms certifications, The Odin Project\'s foundations path, and CS50\'s introduction to Python. I built small games (Snake among them) to practise, and learned Git and GitHub by publishing every exercise.',
        },
      ],
    },
    {
      id: 'career',
      label: 'CAREER',
      entries: [
        {
          title: 'AI Trainer and Senior Reviewer (2024 - present)',
          content:
            'At Lumen Data Labs I write and grade coding tasks that train large language models, and as a senior reviewer I check other trainers\' work for correctness, clarity and safety. The work covers JavaScript, TypeScript and Python, from algorithm puzzles to full-stack debugging, and has made me a sharp reader of other people\'s code.',
        },
        {
          title: 'Development Coach (2024)',
          content:
            'At Harbor Code Institute I coached new students through their first portfolio projects: weekly one-to-one sessions, code reviews on GitHub, and workshops on debugging, Git and writing a good README. Most of my students shipped their first deployed project within six weeks.',
        },
        {
          title: 'Coach and Talent Coordinator (2016 - 2023)',
          content:
            'At Västra Hamnen FC I coached youth teams from under-12 to under-17 and coordinated the club\'s talent programme: scouting, planning training cycles, tracking player development in spreadsheets and talking with parents and schools. Leading groups of twenty teenagers is still the best training in communication and patience I know.',
        },
      ],
    },
  ],
  skills: [
    {
      id: 1,
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
  ],
  projects: [
    {
      slug: 'tic-tac-tactics',
      title: 'Tic Tac Tactics',
      year: 2023,
      image: img('projects', 'tic-tac-tactics', 'Tic Tac Tactics: a neon noughts-and-crosses board mid-game'),
      summary: 'A tic-tac-toe game with an unbeatable computer opponent.',
      description:
        'Tic Tac Tactics is a browser game of noughts and crosses against a computer opponent with three difficulty levels; the hardest plays a perfect minimax strategy and cannot be beaten. It keeps score across rounds, works with keyboard and touch, and was my first project at Harbor Code Institute.',
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
      techStack: [t('Python', 'python'), t('Django', 'django'), t('PostgreSQL', 'postgresql'), t('Bootstrap', 'bootstrap'), t('Cloudinary', 'cloudinary')],
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
      techStack: [t('React', 'react'), t('JavaScript', 'javascript'), t('Bootstrap', 'bootstrap'), t('Django', 'django'), t('PostgreSQL', 'postgresql')],
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
      techStack: [t('React', 'react'), t('TypeScript', 'typescript'), t('Vite', 'vite'), t('XState', 'xstate'), t('Hono', 'hono')],
      github: gh('portfolio'),
      live: `https://${handle}.dev/`,
    },
  ],
  hackathons: [
    {
      slug: 'all-inclusive',
      team: 'All-inclusive',
      title: 'Inclusive Jobs Board',
      event: 'Harbor Code Hackathon: Inclusion',
      date: '2024-03',
      image: img('hackathons', 'all-inclusive', 'Inclusive Jobs Board: job cards with accessibility badges'),
      description: {
        role: 'I was the team\'s scrum master and a front-end developer: I ran the stand-ups, kept the board moving, and built the job-search filters and the accessibility-badge components.',
        app: 'Inclusive Jobs Board lists job offers from employers that publish their accessibility and inclusion commitments, with filters for remote work, flexible hours and step-free offices.',
      },
      techStack: [t('HTML5', 'html5'), t('CSS', 'css'), t('JavaScript', 'javascript'), t('Bootstrap', 'bootstrap')],
      github: gh('inclusive-jobs-board'),
      demo: live('inclusive-jobs-board'),
    },
    {
      slug: 'quizmas',
      team: '12 Days of Quizmas',
      title: 'Quizmas',
      event: 'Harbor Code Hackathon: Christmas',
      date: '2023-12',
      image: img('hackathons', 'quizmas', 'Quizmas: a festive quiz card with a countdown timer'),
      description: {
        role: 'As a front-end developer I wrote the quiz engine: loading questions, the countdown timer, scoring and the end-of-game summary.',
        app: 'Quizmas is a Christmas trivia game with twelve rounds, one for each day of Christmas, with a timer, a score board and festive sound effects.',
      },
      techStack: [t('HTML5', 'html5'), t('CSS', 'css'), t('JavaScript', 'javascript')],
      github: gh('quizmas'),
      demo: live('quizmas'),
    },
    {
      slug: 'jedi-blades',
      team: 'Jedi Blades',
      title: 'Lightsaber Forge',
      event: 'Harbor Code Hackathon: May the Fourth',
      date: '2024-05',
      image: img('hackathons', 'jedi-blades', 'Lightsaber Forge: a glowing saber being customised'),
      description: {
        role: 'I was the team lead and a full-stack developer: I split the work, reviewed every pull request and built the saber-builder canvas.',
        app: 'Lightsaber Forge lets fans design their own lightsaber (hilt, crystal colour and sound), then duel a training droid in a short reaction game.',
      },
      techStack: [t('JavaScript', 'javascript'), t('HTML5', 'html5'), t('CSS', 'css'), t('Python', 'python')],
      github: gh('lightsaber-forge'),
      demo: live('lightsaber-forge'),
    },
    {
      slug: 'fund-frontier',
      team: 'Fund Frontier',
      title: 'Fund Frontier',
      event: 'Harbor Code Hackathon: Financial Literacy',
      date: '2024-07',
      image: img('hackathons', 'fund-frontier', 'Fund Frontier: a pixel-art frontier town with savings goals'),
      description: {
        role: 'As a back-end developer I designed the Django models and built the savings-goal API and its tests.',
        app: 'Fund Frontier teaches young people to budget through a frontier-town game: saving towards goals grows the town, and spending choices have consequences.',
      },
      techStack: [t('Python', 'python'), t('Django', 'django'), t('PostgreSQL', 'postgresql'), t('Bootstrap', 'bootstrap')],
      github: gh('fund-frontier'),
      demo: 'https://fund-frontier.onrender.com/',
    },
    {
      slug: 'remindicare',
      team: 'RemindiCare',
      title: 'RemindiCare',
      event: 'Harbor Code Hackathon: Health and Wellbeing',
      date: '2024-09',
      image: img('hackathons', 'remindicare', 'RemindiCare: a medication schedule with reminder bells'),
      description: {
        role: 'I was a full-stack developer: I built the React reminder schedule and connected it to the Django REST API for medications and caregivers.',
        app: 'RemindiCare helps carers manage medication schedules for the people they look after, with reminders, a shared log of doses taken, and caregiver accounts.',
      },
      techStack: [t('React', 'react'), t('Django', 'django'), t('PostgreSQL', 'postgresql')],
      github: gh('remindicare'),
      demo: 'https://remindicare.onrender.com/',
    },
    {
      slug: 'cupids-quill',
      team: "Cupid's Quill",
      title: "Cupid's Quill",
      event: "Harbor Code Hackathon: Valentine's",
      date: '2025-02',
      image: img('hackathons', 'cupids-quill', "Cupid's Quill: a love letter on parchment with a quill"),
      description: {
        role: 'I was the front-end lead: I designed the parchment interface in Figma and built the letter composer and sharing page in React.',
        app: "Cupid's Quill helps tongue-tied romantics write a Valentine's letter: pick a tone and a few memories, and it drafts a letter to edit and share as a card.",
      },
      techStack: [t('React', 'react'), t('TypeScript', 'typescript'), t('Vite', 'vite'), t('Figma', 'figma')],
      github: gh('cupids-quill'),
      demo: live('cupids-quill'),
    },
  ],
  navigation: [
    { to: '/', imgSrc: '/icons/nav/about.svg', altText: 'About', navClass: 'nav-about', title: 'About' },
    { to: '/skills', imgSrc: '/icons/nav/skills.svg', altText: 'Skills', navClass: 'nav-skills', title: 'Skills' },
    { to: '/projects', imgSrc: '/icons/nav/projects.svg', altText: 'Projects', navClass: 'nav-projects', title: 'Projects' },
    { to: '/hackathons', imgSrc: '/icons/nav/hackathons.svg', altText: 'Hackathons', navClass: 'nav-hackathons', title: 'Hackathons' },
    { to: '/chatbot', imgSrc: '/icons/nav/chatbot.svg', altText: 'Chatbot', navClass: 'nav-chatbot', title: 'Chatbot' },
    { to: '/contact', imgSrc: '/icons/nav/contact.svg', altText: 'Contact', navClass: 'nav-contact', title: 'Contact' },
  ],
} satisfies Owner;
