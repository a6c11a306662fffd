import type { Faq } from './schema';

// The owner's own answers to what only they can answer. The assistant quotes an answer when a
// visitor's question is close to one of its `questions`; only the server reads this file.
export const faq = [
  {
    id: 'availability',
    questions: [
      'Is Kai available for work?',
      'Is he open to new roles?',
      'Can we hire Kai?',
      'Is he looking for a job?',
    ],
    answer:
      "Yes: I'm open to full-time junior or mid-level full-stack roles, remote or hybrid around Gothenburg, and to freelance front-end work. The [contact form](/contact) reaches me fastest.",
  },
  {
    id: 'work-authorisation',
    questions: ['Does Kai need a visa?', 'Is he authorised to work in the EU?', 'Does he need sponsorship?'],
    answer:
      "I'm a Swedish citizen, so I can work anywhere in the EU without sponsorship. For roles elsewhere I'd need the employer's help with a visa.",
  },
  {
    id: 'spoken-languages',
    questions: ['What languages does Kai speak?', 'Does he speak English?', 'Does he speak Swedish?'],
    answer: 'Swedish is my first language, I work in English every day, and I get by in Spanish.',
  },
  {
    id: 'strengths',
    questions: [
      "What is Kai's greatest strength?",
      'What is he best at?',
      'What are his strengths as a developer?',
    ],
    answer:
      'Turning a fuzzy goal into small, shippable steps, and explaining code to people: eight years of coaching taught me both. On the technical side my strongest ground is React and TypeScript front ends on a Python or Node.js back end.',
  },
  {
    id: 'favourite-project',
    questions: ["What is Kai's favourite project?", 'Which project is he proudest of?'],
    answer:
      "eBuddies: it was my first full-stack app with a React front end on a Django REST API, and people I don't know still use it to find teammates.",
    items: ['ebuddies'],
  },
  {
    id: 'salary',
    questions: ['What salary does Kai expect?', 'What are his rates?', 'How much does he charge?'],
    answer:
      "I'd rather talk about pay once we both know the role fits; send me a note through the [contact form](/contact).",
  },
] satisfies Faq[];
