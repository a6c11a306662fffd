// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  chatbotMachine,
  EMAIL_ERROR,
  isValidEmail,
  type ChatbotEvent,
  type RememberedGate,
} from '../../machines/chatbot';
import type { GateMemory } from '../../src/effects/chatbotSession';
import type { AskInput, AskOutput, HistorySaveEvent } from '../../machines/chat';
import ChatbotView from '../../src/views/chatbot/ChatbotView';
import type { ChatEffects } from '../../src/views/chatbot/ChatView';
import type { ConsentEffects } from '../../src/views/chatbot/ChatConsent';
import type { ChatVisitor } from '../../contracts/chat';
import { expectFullCoverage, modelOf, testPath, transitionPaths, type PathChecks } from './kit';

// The chatbot flow, driven through the rendered screen along paths generated from its machine.

type Snapshot = ReturnType<typeof chatbotMachine.getInitialSnapshot>;

const serialize = (s: Snapshot) => {
  const { email, error, consent } = s.context;
  return `${JSON.stringify(s.value)}|${email === '' ? 'empty' : isValidEmail(email) ? 'valid' : 'invalid'}|${error ? 'error' : ''}|${consent ? 'kept' : ''}`;
};

const events: ChatbotEvent[] = [
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'visitor@example' },
  { type: 'email.change', value: 'visitor@example.com' },
  { type: 'consent.change', value: true },
  { type: 'consent.change', value: false },
  { type: 'email.submit' },
  { type: 'chat.choose' },
  { type: 'voice.choose' },
  { type: 'assistant.switch' },
];

// The chat inside is tested on its own; here it only needs to render without a network or storage.
const quietEffects: ChatEffects = {
  historyStorage: fromCallback<HistorySaveEvent>(({ sendBack }) =>
    sendBack({ type: 'history.restored', messages: [] }),
  ),
  askAssistant: fromPromise<AskOutput, AskInput>(() => new Promise<string>(() => {})),
};

/** The consent's memory for one path: what the gate gave or withdrew, and no server. */
function consentOf(): ConsentEffects & { given: () => ChatVisitor | undefined } {
  let kept: ChatVisitor | undefined;
  return {
    memory: {
      read: () => kept,
      give: (email) => {
        kept = { conversationId: 'conversation-0123456789', email };
      },
      withdraw: () => {
        kept = undefined;
      },
    },
    forgetOnServer: fromPromise<number, ChatVisitor>(async () => 0),
    given: () => kept,
  };
}

/** The session's memory for one path: it starts with what an earlier visit left, if anything. */
function memoryOf(place?: RememberedGate): GateMemory & { saved: () => RememberedGate | undefined } {
  let kept = place;
  return {
    read: () => kept,
    save: (next) => {
      kept = next;
    },
    saved: () => kept,
  };
}

async function runPaths(voiceEnabled: boolean, remembered?: RememberedGate) {
  const model = modelOf(chatbotMachine, {
    input: { voiceEnabled, remembered },
    events,
    serializeState: serialize,
  });
  const paths = transitionPaths(model);
  for (const path of paths) {
    const user = userEvent.setup();
    const memory = memoryOf(remembered);
    const consent = consentOf();
    const view = render(
      <ChatbotView
        voiceEnabled={voiceEnabled}
        effects={quietEffects}
        gateMemory={memory}
        consent={consent}
      />,
    );
    const checks: PathChecks<Snapshot, ChatbotEvent> = {
      states: {
        emailGate: (s: Snapshot) => {
          const input = screen.getByRole('textbox', { name: 'Email' });
          expect(screen.getByRole('heading', { level: 1, name: 'Personal Assistant' })).toBeTruthy();
          expect(input.getAttribute('placeholder')).toBeTruthy();
          expect((input as HTMLInputElement).value).toBe(s.context.email);
          expect(screen.getByRole('alert').textContent).toBe(s.context.error);
          expect(input.getAttribute('aria-invalid')).toBe(s.context.error ? 'true' : null);
          const keep = screen.getByRole('checkbox', {
            name: /^Keep my email and this conversation's questions/,
          });
          expect((keep as HTMLInputElement).checked).toBe(s.context.consent);
          expect(screen.getByRole('link', { name: 'ask to delete them' }).getAttribute('href')).toMatch(
            /^\/contact\?message=.*delete/,
          );
          if (s.context.error)
            expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe(
              screen.getByRole('alert').id,
            );
        },
        assistantChoice: (s: Snapshot) => {
          expect(
            screen.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
          ).toBeTruthy();
          // The session remembers the email that passed, so coming back skips the gate.
          expect(memory.saved()?.email).toBe(s.context.email);
          // The gate's checkbox decided whether the conversation is kept, with that email.
          expect(consent.given()?.email).toBe(s.context.consent ? s.context.email.trim() : undefined);
          const voice = screen.getByRole('button', { name: 'Voice' });
          expect(voice.getAttribute('aria-disabled')).toBe(voiceEnabled ? null : 'true');
          if (!voiceEnabled) expect(screen.getByRole('tooltip').textContent).toBe('Working on a new model');
          expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
        },
        chat: async (s: Snapshot) => {
          expect(await screen.findByRole('log', { name: 'Conversation' })).toBeTruthy();
          expect(memory.saved()).toEqual({ email: s.context.email, view: 'chat' });
          expect(screen.getByPlaceholderText('Type a message...')).toBeTruthy();
          expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
        },
        voice: () => {
          expect(screen.getByRole('button', { name: 'Switch Assistant' })).toBeTruthy();
          expect(screen.queryByRole('log')).toBeNull();
          expect(screen.queryByRole('button', { name: 'Voice' })).toBeNull();
        },
      },
      events: {
        'email.change': async ({ event }) => {
          const input = screen.getByRole('textbox', { name: 'Email' });
          await user.clear(input);
          if (event.value) await user.type(input, event.value);
        },
        'consent.change': async ({ event }) => {
          const keep = screen.getByRole('checkbox', { name: /^Keep my email/ }) as HTMLInputElement;
          if (keep.checked !== event.value) await user.click(keep);
        },
        'email.submit': async () => user.click(screen.getByRole('button', { name: 'Submit' })),
        'chat.choose': async () => user.click(screen.getByRole('button', { name: 'Chat' })),
        'voice.choose': async () => user.click(screen.getByRole('button', { name: 'Voice' })),
        'assistant.switch': async () => user.click(screen.getByRole('button', { name: 'Switch Assistant' })),
      },
    };
    await testPath(model, path, checks);
    view.unmount();
  }
  return { model, paths };
}

// The chat view is loaded lazily; loading it once up front keeps a busy machine's first transform out
// of the wait for the rendered conversation.
beforeAll(async () => {
  await import('../../src/views/chatbot/ChatView');
});

describe('chatbot machine against the rendered screen', () => {
  const email = 'visitor@example.com';
  it('with voice switched on, the paths visit every state and take every transition, from a new visit and from a resumed one', async () => {
    const runs = [
      await runPaths(true),
      await runPaths(true, { email, view: 'chat' }),
      await runPaths(true, { email, view: 'choice' }),
    ];
    expectFullCoverage(runs);
  });

  it('with voice switched off, everything but the voice view is reached and Voice does nothing', async () => {
    const runs = [
      await runPaths(false),
      await runPaths(false, { email, view: 'chat' }),
      await runPaths(false, { email, view: 'choice' }),
    ];
    const voiceOnly = (key: string) => key.startsWith('chatbot.voice ') || key.includes(' --voice.choose');
    expectFullCoverage(runs, { unreachable: { states: ['chatbot.voice'], transitions: voiceOnly } });
  });

  it('a visitor who passed the gate earlier in the session resumes in the chat, or at the choice, without the gate', async () => {
    const chat = render(
      <ChatbotView
        voiceEnabled={false}
        effects={quietEffects}
        gateMemory={memoryOf({ email, view: 'chat' })}
      />,
    );
    expect(await screen.findByRole('log', { name: 'Conversation' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    chat.unmount();
    render(
      <ChatbotView
        voiceEnabled={false}
        effects={quietEffects}
        gateMemory={memoryOf({ email, view: 'choice' })}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeTruthy();
  });

  it("a remembered place whose email does not pass the gate's rule shows the gate, with that email to fix", async () => {
    render(
      <ChatbotView
        voiceEnabled={false}
        effects={quietEffects}
        gateMemory={memoryOf({ email: 'not an email', view: 'chat' })}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('not an email');
    expect(screen.queryByRole('log')).toBeNull();
  });
});

describe('email gate', () => {
  it('submits with Enter and shows the error line for an invalid address', async () => {
    const user = userEvent.setup();
    render(<ChatbotView voiceEnabled={false} effects={quietEffects} gateMemory={memoryOf()} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'not an email{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_ERROR);
    await user.clear(input);
    await user.type(input, 'visitor@example.com{Enter}');
    expect(
      screen.getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeTruthy();
  });

  it.each([
    ['a@b.co', true],
    ['first.last@sub.example.org', true],
    ['a@b', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a@b.', false],
    ['', false],
  ])('accepts %s: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('assistant choice', () => {
  it('keeps a disabled Voice focusable, describes it with the tooltip, and Escape hides the tooltip', async () => {
    const user = userEvent.setup();
    render(<ChatbotView voiceEnabled={false} effects={quietEffects} gateMemory={memoryOf()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'visitor@example.com{Enter}');
    const voice = screen.getByRole('button', { name: 'Voice' });
    voice.focus();
    expect(document.activeElement).toBe(voice);
    expect(voice.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(voice.parentElement?.hasAttribute('data-dismissed')).toBe(true);
    await user.keyboard('{Enter}');
    expect(
      within(document.body).getByRole('heading', { name: 'How would you like to interact with assistant?' }),
    ).toBeTruthy();
  });
});
