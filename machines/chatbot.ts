import { assign, setup } from 'xstate';
import { GATE_EMAIL } from '../contracts/email';

// The /chatbot flow: an email gate, then a choice of assistant, then chat or voice.

export interface ChatbotContext {
  email: string;
  /** The gate's error line; empty while there is nothing to report. */
  error: string;
  submitted: boolean;
  /** Voice stays unreachable unless the build switches it on. */
  voiceEnabled: boolean;
}

export type ChatbotEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'chat.choose' }
  | { type: 'voice.choose' }
  | { type: 'assistant.switch' };

export interface ChatbotInput {
  voiceEnabled: boolean;
}

export const EMAIL_ERROR = 'Please enter a valid email.';

// The spec's rule and nothing more: some text, one @, some text, a dot, some text.

export const isValidEmail = (value: string) => GATE_EMAIL.test(value.trim());

export const chatbotMachine = setup({
  types: {
    context: {} as ChatbotContext,
    events: {} as ChatbotEvent,
    input: {} as ChatbotInput,
  },
  guards: {
    isEmailValid: ({ context }) => isValidEmail(context.email),
    isVoiceEnabled: ({ context }) => context.voiceEnabled,
  },
  actions: {
    updateEmail: assign({
      email: ({ event }) => (event.type === 'email.change' ? event.value : ''),
    }),
    acceptEmail: assign({ error: '', submitted: true }),
    showEmailError: assign({ error: EMAIL_ERROR }),
  },
}).createMachine({
  id: 'chatbot',
  context: ({ input }) => ({ email: '', error: '', submitted: false, voiceEnabled: input.voiceEnabled }),
  initial: 'emailGate',
  states: {
    emailGate: {
      on: {
        'email.change': { actions: 'updateEmail' },
        'email.submit': [
          { guard: 'isEmailValid', target: 'assistantChoice', actions: 'acceptEmail' },
          { actions: 'showEmailError' },
        ],
      },
    },
    assistantChoice: {
      on: {
        'chat.choose': { target: 'chat' },
        'voice.choose': { guard: 'isVoiceEnabled', target: 'voice' },
      },
    },
    chat: {
      on: { 'assistant.switch': { target: 'assistantChoice' } },
    },
    voice: {
      on: { 'assistant.switch': { target: 'assistantChoice' } },
    },
  },
});
