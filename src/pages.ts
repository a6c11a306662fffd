// The site's routes as data: the path, the page name shown in the tab title, and the view that
// draws it (src/views/<view>.tsx). The router builds its routes from this list, and the build
// reads it to tell the server which chunks each route needs (see vite.config.ts).
export const pages = [
  { path: '/', title: 'About', view: 'about/AboutView' },
  { path: '/skills', title: 'Skills', view: 'skills/SkillsView' },
  { path: '/projects', title: 'Projects', view: 'projects/ProjectsView' },
  { path: '/hackathons', title: 'Hackathons', view: 'hackathons/HackathonsView' },
  { path: '/chatbot', title: 'Chatbot', view: 'chatbot/ChatbotView' },
  { path: '/contact', title: 'Contact', view: 'contact/ContactView' },
  { path: '$', title: '404 - Page Not Found', view: 'not-found/NotFoundView' },
] as const;

/** The path the server uses for anything that is not a known route. */
export const NOT_FOUND_PATH = '$';
