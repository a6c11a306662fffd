import { profile } from '../../../content';
import type { ChatMessage } from '../../../machines/chat';

// The chat's opening lines and suggested questions, worded from content/ so they follow the owner.

export const initialMessages: ChatMessage[] = [
  {
    id: 1,
    sender: 'ai',
    text: `Hi! I'm the personal chatbot for **${profile.name}**'s portfolio. Ask me about ${profile.firstName}'s skills, projects and experience.`,
  },
  { id: 2, sender: 'ai', text: "Type 'clear' or 'reset' to start fresh!" },
];

export const suggestedQuestions = [
  `What projects has ${profile.name} built?`,
  `What technologies does ${profile.name} use?`,
  `What's ${profile.name}'s background before becoming a developer?`,
];
