// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  chatMachine,
  ERROR_REPLY,
  isResetCommand,
  type ChatEvent,
  type ChatMessage,
} from '../../machines/chat';
import { ChatView } from '../../src/views/chatbot/ChatView';
import { initialMessages, suggestedQuestions } from '../../src/views/chatbot/messages';
import { controllableEffects, plainText } from '../fixtures/chatEffects';
import { expectFullCoverage, modelOf, testPath, transitionPaths, type PathChecks } from './kit';

// The chat history machine, driven through the rendered chat along paths generated from it.

type Snapshot = ReturnType<typeof chatMachine.getInitialSnapshot>;
type DoneEvent = { type: 'xstate.done.actor.askAssistant'; output: string };
type ModelEvent = ChatEvent | DoneEvent | { type: 'xstate.error.actor.askAssistant'; error: unknown };

const earlierChat: ChatMessage[] = [
  ...initialMessages,
  { id: 3, sender: 'user', text: 'Who built this site?' },
  { id: 4, sender: 'ai', text: 'It was built by **the owner**, see [the projects](/projects).' },
];
const reply = 'Here is **a reply** with [a link](https://example.com/work).';

const draftKind = (draft: string) =>
  draft === '' ? 'empty' : draft.trim() === '' ? 'blank' : isResetCommand(draft) ? 'command' : 'text';
const serialize = (s: Snapshot) =>
  `${JSON.stringify(s.value)}|${draftKind(s.context.draft)}|${s.context.messages.length <= 2 ? 'fresh' : 'long'}|${s.context.pending ? 'words' : ''}`;

const events: ModelEvent[] = [
  { type: 'history.restored', messages: [] },
  { type: 'history.restored', messages: earlierChat },
  { type: 'draft.change', text: '   ' },
  { type: 'draft.change', text: ' CLEAR ' },
  { type: 'draft.change', text: 'Which projects use React?' },
  { type: 'message.send' },
  ...suggestedQuestions.map((text): ModelEvent => ({ type: 'suggestion.choose', text })),
  { type: 'history.reset' },
  { type: 'reply.delta', text: 'Here is **a reply** with' },
  { type: 'xstate.done.actor.askAssistant', output: reply },
  { type: 'xstate.error.actor.askAssistant', error: 'offline' },
];

const model = modelOf(chatMachine, { input: { initialMessages }, events, serializeState: serialize });

function expectScreenToShow(s: Snapshot, fakes: ReturnType<typeof controllableEffects>) {
  const log = screen.getByRole('log', { name: 'Conversation' });
  const loading = s.matches('loading');
  const bubbles = [
    ...log.querySelectorAll('.chat-bubble:not(.chat-bubble--typing):not(.chat-bubble--streaming)'),
  ];
  expect(bubbles.map((b) => (b.classList.contains('chat-bubble--user') ? 'user' : 'ai'))).toEqual(
    s.context.messages.map((m) => m.sender),
  );
  bubbles.forEach((bubble, i) => {
    const message = s.context.messages[i]!;
    const name = message.sender === 'ai' ? 'Assistant' : 'You';
    expect(bubble.textContent).toBe(
      name + (message.sender === 'ai' ? plainText(message.text) : message.text),
    );
  });
  // "Typing..." until the first words, then the words so far, which are not a message until the reply is whole.
  expect(within(log).queryByText('Typing...') !== null).toBe(loading && s.context.pending === '');
  const streaming = log.querySelector('.chat-bubble--streaming');
  expect(streaming?.textContent ?? null).toBe(
    loading && s.context.pending ? `Assistant${plainText(s.context.pending)}` : null,
  );
  expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).value).toBe(s.context.draft);
  const send = screen.getByRole('button', { name: loading ? 'Sending' : 'SEND' });
  expect(send.textContent).toBe(loading ? '...' : 'SEND');
  expect((send as HTMLButtonElement).disabled).toBe(loading);
  const suggestionsShown = s.matches('idle') && s.context.messages.length <= 2;
  expect(screen.queryByRole('list', { name: 'Suggested questions' }) !== null).toBe(suggestionsShown);
  if (!s.matches('restoring')) expect(fakes.storage.saved).toEqual(s.context.messages);
  if (loading) expect(fakes.lastRequest()?.userText).toBe(s.context.messages.at(-1)?.text);
}

describe('chat machine against the rendered chat', () => {
  it('visits every state and takes every transition through the screen', async () => {
    const paths = transitionPaths(model);
    expectFullCoverage(model, paths);

    for (const path of paths) {
      const fakes = controllableEffects();
      const user = userEvent.setup();
      const view = render(<ChatView effects={fakes.effects} onSwitch={() => {}} />);
      const input = () => screen.getByRole('textbox', { name: 'Message' });
      const check = (s: Snapshot) => expectScreenToShow(s, fakes);
      const checks: PathChecks<Snapshot, ModelEvent> = {
        states: { restoring: check, idle: check, loading: check },
        events: {
          'history.restored': async ({ event }) => act(() => fakes.storage.deliver?.(event.messages)),
          'draft.change': async ({ event }) => {
            await user.clear(input());
            if (event.text) await user.type(input(), event.text);
          },
          'message.send': async () => user.click(screen.getByRole('button', { name: 'SEND' })),
          'suggestion.choose': async ({ event }) =>
            user.click(screen.getByRole('button', { name: event.text })),
          'history.reset': async () => user.click(screen.getByRole('button', { name: 'RESET' })),
          'reply.delta': async ({ event }) => act(() => fakes.lastRequest()?.stream(event.text)),
          'xstate.done.actor.askAssistant': async ({ event }) =>
            act(async () => fakes.lastRequest()?.resolve(event.output)),
          'xstate.error.actor.askAssistant': async () =>
            act(async () => fakes.lastRequest()?.reject(new Error('offline'))),
        },
      };
      await testPath(model, path, checks);
      view.unmount();
    }
  });

  it('shows the error reply the spec names when a request fails', async () => {
    const fakes = controllableEffects();
    const user = userEvent.setup();
    render(<ChatView effects={fakes.effects} onSwitch={() => {}} />);
    act(() => fakes.storage.deliver?.([]));
    await user.click(screen.getByRole('button', { name: suggestedQuestions[1] }));
    await act(async () => fakes.lastRequest()?.reject(new Error('offline')));
    expect(within(screen.getByRole('log')).getByText(ERROR_REPLY)).toBeTruthy();
  });
});
