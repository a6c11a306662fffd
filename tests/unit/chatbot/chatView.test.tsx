// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPLY } from '../../../machines/chat';
import { createAskAssistant } from '../../../src/effects/chatApi';
import { HISTORY_KEY, historyStorage } from '../../../src/effects/chatStorage';
import { ChatView } from '../../../src/views/chatbot/ChatView';
import { initialMessages, suggestedQuestions } from '../../../src/views/chatbot/messages';
import { controllableEffects } from '../../fixtures/chatEffects';

// The chat as a visitor uses it, with the real storage (jsdom's localStorage) where it matters.

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

function renderWithFakes() {
  const fakes = controllableEffects();
  const onSwitch = vi.fn();
  const view = render(<ChatView effects={fakes.effects} onSwitch={onSwitch} />);
  act(() => fakes.storage.deliver?.([]));
  return { ...fakes, onSwitch, view, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('chat view', () => {
  it('sends with Enter, clears the line, and ignores Enter while a reply is pending', async () => {
    const { user, api } = renderWithFakes();
    await user.type(messageBox(), 'First question{Enter}');
    expect((messageBox() as HTMLInputElement).value).toBe('');
    await user.type(messageBox(), 'Second question{Enter}');
    expect(api.requests.map((r) => r.userText)).toEqual(['First question']);
    expect(within(log()).getByText('Typing...')).toBeTruthy();
    expect(document.activeElement).toBe(messageBox());
  });

  it('ignores a blank message and resets on " Clear " without sending it', async () => {
    const { user, api, storage } = renderWithFakes();
    await user.type(messageBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(api.requests).toHaveLength(0);
    await user.clear(messageBox());
    await user.type(messageBox(), ' Clear {Enter}');
    expect(api.requests).toHaveLength(0);
    expect(storage.saved).toEqual(initialMessages);
  });

  it('sends a suggested question on click, then hides the suggestions and focuses the message line', async () => {
    const { user, api } = renderWithFakes();
    await user.click(screen.getByRole('button', { name: suggestedQuestions[0] }));
    expect(api.requests.map((r) => r.userText)).toEqual([suggestedQuestions[0]]);
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
    expect(document.activeElement).toBe(messageBox());
  });

  it('aborts the pending request when the visitor leaves the chat', async () => {
    const { user, api, view } = renderWithFakes();
    await user.type(messageBox(), 'Anyone there?{Enter}');
    const { signal } = api.requests[0]!;
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });

  it('RESET during a pending reply cancels it and restores the opening messages', async () => {
    const { user, api, storage } = renderWithFakes();
    await user.type(messageBox(), 'Slow one{Enter}');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(api.requests[0]!.signal.aborted).toBe(true);
    expect(within(log()).queryByText('Typing...')).toBeNull();
    expect(storage.saved).toEqual(initialMessages);
  });

  it('shows "Typing..." until the first words, then the words as they arrive, and stores the finished reply once', async () => {
    const { user, lastRequest, storage } = renderWithFakes();
    await user.type(messageBox(), 'Projects?{Enter}');
    expect(within(log()).getByText('Typing...')).toBeTruthy();
    const stored = storage.saved;
    act(() => lastRequest()?.stream('The owner has built '));
    expect(within(log()).queryByText('Typing...')).toBeNull();
    expect(within(log()).getByText('The owner has built')).toBeTruthy();
    act(() => lastRequest()?.stream('**six** projects'));
    expect(log().querySelector('[aria-busy="true"]')?.textContent).toBe(
      'AssistantThe owner has built six projects',
    );
    // Words on their way are not a message: nothing new is stored until the reply is whole.
    expect(storage.saved).toBe(stored);
    await act(async () => lastRequest()?.resolve('The owner has built **six** projects.'));
    expect(log().querySelector('[aria-busy="true"]')).toBeNull();
    expect(
      storage.saved!.filter((m) => m.sender === 'ai' && m.text.startsWith('The owner has built')),
    ).toEqual([{ id: 4, sender: 'ai', text: 'The owner has built **six** projects.' }]);
  });

  it('shows the error bubble, not the words so far, when a reply breaks off', async () => {
    const { user, lastRequest, storage } = renderWithFakes();
    await user.type(messageBox(), 'Projects?{Enter}');
    act(() => lastRequest()?.stream('The owner has built '));
    await act(async () => lastRequest()?.reject(new Error('stream cut')));
    expect(within(log()).getByText(ERROR_REPLY)).toBeTruthy();
    expect(within(log()).queryByText('The owner has built')).toBeNull();
    expect(storage.saved!.at(-1)).toEqual({ id: 4, sender: 'ai', text: ERROR_REPLY });
  });

  it('sends the conversation before each question, without the opening messages and error bubbles', async () => {
    const { user, lastRequest } = renderWithFakes();
    await user.type(messageBox(), 'What projects?{Enter}');
    expect(lastRequest()?.history).toEqual([]);
    await act(async () => lastRequest()?.resolve('Six projects.'));
    await user.type(messageBox(), 'Anything else?{Enter}');
    await act(async () => lastRequest()?.reject(new Error('offline')));
    await user.type(messageBox(), 'Which of them use React?{Enter}');
    expect(lastRequest()?.history).toEqual([
      { sender: 'user', text: 'What projects?' },
      { sender: 'ai', text: 'Six projects.' },
      { sender: 'user', text: 'Anything else?' },
    ]);
  });

  it('opens links in replies in a new tab without an opener', async () => {
    const { user, lastRequest } = renderWithFakes();
    await user.type(messageBox(), 'Links?{Enter}');
    await act(async () => lastRequest()?.resolve('See [the repo](https://github.com/example/repo).'));
    // Its name warns of the new tab, as the site's other outside links do.
    const link = within(log()).getByRole('link', { name: /^the repo\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('Switch Assistant hands control back to the chatbot', async () => {
    const { user, onSwitch } = renderWithFakes();
    await user.click(screen.getByRole('button', { name: 'Switch Assistant' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});

describe('chat view with the browser storage and the real API client', () => {
  const failingServer = vi.fn(
    async () => new Response(JSON.stringify({ error: 'Model unavailable' }), { status: 503 }),
  );
  const effects = { historyStorage, askAssistant: createAskAssistant({ fetch: failingServer }) };

  it('shows the error bubble on a server error, logs the cause, and restores it all after a reload', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const first = render(<ChatView effects={effects} onSwitch={() => {}} />);
    await user.type(messageBox(), 'Hello?{Enter}');
    expect(await within(screen.getByRole('log')).findByText(ERROR_REPLY)).toBeTruthy();
    expect(String(log.mock.calls[0])).toContain('Model unavailable');
    first.unmount();

    render(<ChatView effects={effects} onSwitch={() => {}} />);
    expect(within(screen.getByRole('log')).getByText('Hello?')).toBeTruthy();
    expect(within(screen.getByRole('log')).getByText(ERROR_REPLY)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toHaveLength(4);
  });

  it('starts fresh over corrupt stored history', () => {
    localStorage.setItem(HISTORY_KEY, '[{"sender":"ai","text":');
    render(<ChatView effects={effects} onSwitch={() => {}} />);
    expect(within(screen.getByRole('log')).getByText("Type 'clear' or 'reset' to start fresh!")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(initialMessages);
  });
});
