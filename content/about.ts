import type { Owner } from './schema';

export const about = [
  {
    id: 'personal',
    label: 'PERSONAL',
    entries: [
      {
        id: 'about-me',
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
        id: 'full-stack-diploma',
        title: '2024 - Diploma in Full-Stack Software Development',
        role: 'Diploma in Full-Stack Software Development',
        organisation: 'Harbor Code Institute',
        start: '2023-09',
        end: '2024-08',
        result: 'With distinction',
        content:
          'A one-year diploma at Harbor Code Institute, finished with distinction in 2024. Five graded portfolio projects covered HTML and CSS, interactive JavaScript, Python, and full-stack Django with PostgreSQL, ending with an advanced React front end on a Django REST Framework API. Along the way I learned agile planning with user stories, automated and manual testing, accessibility audits and deployment to cloud platforms.',
      },
      {
        id: 'self-taught',
        title: '2023 - Self-Taught Developer',
        role: 'Self-taught developer',
        organisation: 'freeCodeCamp, The Odin Project and CS50',
        start: '2023-01',
        end: '2023-08',
        content:
          "Before enrolling I spent 2023 teaching myself to code in the evenings: freeCodeCamp's Responsive Web Design and JavaScript Algorithms certifications, The Odin Project's foundations path, and CS50's introduction to Python. I built small games (Snake among them) to practise, and learned Git and GitHub by publishing every exercise.",
      },
    ],
  },
  {
    id: 'career',
    label: 'CAREER',
    entries: [
      {
        id: 'ai-trainer',
        title: 'AI Trainer and Senior Reviewer (2024 - present)',
        role: 'AI Trainer and Senior Reviewer',
        organisation: 'Lumen Data Labs',
        start: '2024-09',
        end: 'present',
        content:
          "At Lumen Data Labs I write and grade coding tasks that train large language models, and as a senior reviewer I check other trainers' work for correctness, clarity and safety. The work covers JavaScript, TypeScript and Python, from algorithm puzzles to full-stack debugging, and has made me a sharp reader of other people's code.",
      },
      {
        id: 'development-coach',
        title: 'Development Coach (2024)',
        role: 'Development Coach',
        organisation: 'Harbor Code Institute',
        start: '2024-01',
        end: '2024-08',
        content:
          'At Harbor Code Institute I coached new students through their first portfolio projects: weekly one-to-one sessions, code reviews on GitHub, and workshops on debugging, Git and writing a good README. Most of my students shipped their first deployed project within six weeks.',
      },
      {
        id: 'football-coach',
        title: 'Coach and Talent Coordinator (2016 - 2023)',
        role: 'Coach and Talent Coordinator',
        organisation: 'Västra Hamnen FC',
        location: 'Gothenburg',
        start: '2016',
        end: '2023',
        field: 'other',
        content:
          "At Västra Hamnen FC I coached youth teams from under-12 to under-17 and coordinated the club's talent programme: scouting, planning training cycles, tracking player development in spreadsheets and talking with parents and schools. Leading groups of twenty teenagers is still the best training in communication and patience I know.",
      },
    ],
  },
] satisfies Owner['about'];
