import { assign, setup } from 'xstate';
import { GATE_EMAIL } from '../contracts/email';

// The /chatbot flow: an email gate, then a choice of assistant, then chat or voice.

/** Where a visitor who already passed the gate in this browser session left off. */
export interface RememberedGate {
  email: string;
  view: 'choice' | 'chat';
}

export interface ChatbotContext {
  email: string;
  /** The gate's error line; empty while there is nothing to report. */
  error: string;
  submitted: boolean;
  /** Voice stays unreachable unless the build switches it on. */
  voiceEnabled: boolean;
  /** The view to resume at, from the session's memory; checked like a typed email before it is trusted. */
  resume?: RememberedGate['view'];
  /** The gate's checkbox: keep this conversation's questions and the email for the owner. Off unless given before. */
  consent: boolean;
}

export type ChatbotEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'consent.change'; value: boolean }
  | { type: 'chat.choose' }
  | { type: 'voice.choose' }
  | { type: 'assistant.switch' };

export interface ChatbotInput {
  voiceEnabled: boolean;
  remembered?: RememberedGate;
  /** Whether this browser agreed to be kept before (its stored choice); off by default. */
  consent?: boolean;
}

export const EMAIL_ERROR = 'Please enter a valid email.';

// The gate's rule and nothing more: some text, one @, some text, a dot, some text.

export const isValidEmail = (value: string) => GATE_EMAIL.test(value.trim());

/** Tells the session's memory the email that passed and the view the visitor is now at. */
const remember = (view: RememberedGate['view']) => ({
  type: 'remember' as const,
  params: ({ context }: { context: ChatbotContext }) => ({ email: context.email, view }),
});

/** Tells the consent's memory the choice made at the gate, with the email it applies to. */
const keepConsent = {
  type: 'keepConsent' as const,
  params: ({ context }: { context: ChatbotContext }) => ({
    email: context.email.trim(),
    consent: context.consent,
  }),
};

export const chatbotMachine = setup({
  types: {
    context: {} as ChatbotContext,
    events: {} as ChatbotEvent,
    input: {} as ChatbotInput,
  },
  guards: {
    isEmailValid: ({ context }) => isValidEmail(context.email),
    isVoiceEnabled: ({ context }) => context.voiceEnabled,
    resumesChat: ({ context }) => context.resume === 'chat' && isValidEmail(context.email),
    resumesChoice: ({ context }) => context.resume === 'choice' && isValidEmail(context.email),
  },
  actions: {
    updateEmail: assign({
      email: ({ event }) => (event.type === 'email.change' ? event.value : ''),
    }),
    acceptEmail: assign({ error: '', submitted: true }),
    showEmailError: assign({ error: EMAIL_ERROR }),
    updateConsent: assign({
      consent: ({ event }) => (event.type === 'consent.change' ? event.value : false),
    }),
    // The consent's memory (localStorage), injected by the view: given, or withdrawn when unticked.
    keepConsent: (_, _params: { email: string; consent: boolean }) => {},
    // The session's memory, injected by the view; a page left and come back to resumes where it was.
    remember: (_, _params: RememberedGate) => {},
  },
}).createMachine({
  id: 'chatbot',
  context: ({ input }) => ({
    email: input.remembered?.email ?? '',
    error: '',
    submitted: false,
    voiceEnabled: input.voiceEnabled,
    resume: input.remembered?.view,
    consent: input.consent ?? false,
  }),
  initial: 'emailGate',
  states: {
    emailGate: {
      // A visitor who passed the gate earlier in the session is not asked again.
      always: [
        { guard: 'resumesChat', target: 'chat', actions: 'acceptEmail' },
        { guard: 'resumesChoice', target: 'assistantChoice', actions: 'acceptEmail' },
      ],
      on: {
        'email.change': { actions: 'updateEmail' },
        'consent.change': { actions: 'updateConsent' },
        'email.submit': [
          {
            guard: 'isEmailValid',
            target: 'assistantChoice',
            actions: ['acceptEmail', remember('choice'), keepConsent],
          },
          { actions: 'showEmailError' },
        ],
      },
    },
    assistantChoice: {
      on: {
        'chat.choose': { target: 'chat', actions: remember('chat') },
        'voice.choose': { guard: 'isVoiceEnabled', target: 'voice' },
      },
    },
    chat: {
      on: {
        'assistant.switch': { target: 'assistantChoice', actions: remember('choice') },
      },
    },
    voice: {
      on: { 'assistant.switch': { target: 'assistantChoice' } },
    },
  },
});
