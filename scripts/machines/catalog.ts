import type { AnyStateMachine } from 'xstate';
import { aboutMenuMachine } from '../../machines/aboutMenu';
import { categoryMenuMachine } from '../../machines/categoryMenu';
import { chatMachine } from '../../machines/chat';
import { chatbotMachine } from '../../machines/chatbot';
import { chatConsentMachine } from '../../machines/chatConsent';
import { contactFormMachine } from '../../machines/contactForm';
import { dailyCallMachine } from '../../machines/dailyCall';
import { levelClockMachine } from '../../machines/levelClock';
import { navMenuMachine } from '../../machines/navMenu';
import { notFoundMusicMachine } from '../../machines/notFoundMusic';
import { scrambleMachine } from '../../machines/scramble';
import { voiceCallMachine } from '../../machines/voiceCall';
import { webCallMachine } from '../../machines/webCall';
import { windowedMenuMachine } from '../../machines/windowedMenu';

/** One machine of machines/: the flow it drives and the part of the product that runs it. */
export interface MachineEntry {
  /** The file under machines/, without .ts. */
  file: string;
  /** The exported machine's name. */
  name: string;
  machine: AnyStateMachine;
  flow: string;
  /** The view, component or engine part that runs it, as a repository path. */
  usedBy: string[];
}

// In the order a visitor meets them: the site's screens, then the chatbot, then the engine.
export const machineCatalog: MachineEntry[] = [
  {
    file: 'navMenu',
    name: 'navMenuMachine',
    machine: navMenuMachine,
    flow: 'the small-screen navigation menu: open, close on Escape or navigation',
    usedBy: ['src/components/nav/NavBar.tsx'],
  },
  {
    file: 'levelClock',
    name: 'levelClockMachine',
    machine: levelClockMachine,
    flow: 'the player level and EXP bar, recomputed daily, with a note near a level-up',
    usedBy: ['src/components/stats/PlayerStats.tsx'],
  },
  {
    file: 'scramble',
    name: 'scrambleMachine',
    machine: scrambleMachine,
    flow: 'the player-stats hover effect: scrambled EXP text that settles',
    usedBy: ['src/components/stats/PlayerStats.tsx'],
  },
  {
    file: 'aboutMenu',
    name: 'aboutMenuMachine',
    machine: aboutMenuMachine,
    flow: "the About screen's side menu and its accordion of sub-headings",
    usedBy: ['src/views/about/AboutScreen.tsx'],
  },
  {
    file: 'categoryMenu',
    name: 'categoryMenuMachine',
    machine: categoryMenuMachine,
    flow: 'the Skills screen: the category shown, by click, key or wheel',
    usedBy: ['src/views/skills/SkillsScreen.tsx'],
  },
  {
    file: 'windowedMenu',
    name: 'windowedMenuMachine',
    machine: windowedMenuMachine,
    flow: 'a windowed menu of N items with a detail overlay (Projects and Hackathons)',
    usedBy: ['src/components/menu/useWindowedMenu.ts'],
  },
  {
    file: 'chatbot',
    name: 'chatbotMachine',
    machine: chatbotMachine,
    flow: 'the /chatbot flow: email gate, choice of assistant, then chat or voice',
    usedBy: ['src/views/chatbot/ChatbotView.tsx'],
  },
  {
    file: 'chat',
    name: 'chatMachine',
    machine: chatMachine,
    flow: 'the chat: history restored and saved, one request at a time, reset',
    usedBy: ['src/views/chatbot/ChatView.tsx'],
  },
  {
    file: 'chatConsent',
    name: 'chatConsentMachine',
    machine: chatConsentMachine,
    flow: 'what a kept conversation shows: kept, stopped, or forgotten on the server',
    usedBy: ['src/views/chatbot/ChatConsent.tsx'],
  },
  {
    file: 'voiceCall',
    name: 'voiceCallMachine',
    machine: voiceCallMachine,
    flow: 'the voice view: start, in call, ended or failed, with retry',
    usedBy: ['src/views/chatbot/VoiceView.tsx'],
  },
  {
    file: 'contactForm',
    name: 'contactFormMachine',
    machine: contactFormMachine,
    flow: 'the Contact Me form: edit, check on submit, send, success',
    usedBy: ['src/views/contact/ContactForm.tsx'],
  },
  {
    file: 'notFoundMusic',
    name: 'notFoundMusicMachine',
    machine: notFoundMusicMachine,
    flow: "the 404 page's music toggle, where starting playback may be refused",
    usedBy: ['src/views/not-found/NotFoundView.tsx'],
  },
  {
    file: 'webCall',
    name: 'webCallMachine',
    machine: webCallMachine,
    flow: "a web call's start stages and lifecycle, from start() to the call's end",
    usedBy: ['engine/webcall/client.ts'],
  },
  {
    file: 'dailyCall',
    name: 'dailyCallMachine',
    machine: dailyCallMachine,
    flow: "daily-js's call state (new, loading, joined, left, error), fed by its events",
    usedBy: ['engine/daily/track.ts'],
  },
];
