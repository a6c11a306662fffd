import { memo, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ERROR_REPLY, type chatMachine, type ChatMessage } from '../../../machines/chat';
import { ChatMarkdown } from './ChatMarkdown';

const ChatBubble = memo(function ChatBubble({ message }: { message: ChatMessage }) {
  const fromAssistant = message.sender === 'ai';
  const failed = fromAssistant && message.text === ERROR_REPLY;
  return (
    <div
      className={`chat-bubble chat-bubble--${fromAssistant ? 'ai' : 'user'}${failed ? ' chat-bubble--error' : ''}`}
    >
      <p className="chat-bubble__name">{fromAssistant ? 'Assistant' : 'You'}</p>
      {fromAssistant ? (
        <ChatMarkdown text={message.text} />
      ) : (
        <p className="chat-bubble__text">{message.text}</p>
      )}
    </div>
  );
});

/** The conversation; new bubbles are announced politely and scrolled into view. */
export function ChatLog({ actor }: { actor: ActorRefFrom<typeof chatMachine> }) {
  const messages = useSelector(actor, (s) => s.context.messages);
  const waiting = useSelector(actor, (s) => s.matches('loading'));
  const arrived = useSelector(actor, (s) => s.context.pending);
  const logRef = useRef<HTMLDivElement>(null);

  // Scrolling the log itself keeps the page still; the CSS makes it smooth only without reduced motion.
  // A reply taller than the log opens at its first line (and stays there as it streams), not its last.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (!log || !newest) return;
    const { paddingTop, paddingBottom } = getComputedStyle(log);
    // Taller than the room inside the log's padding: scrolled to its end, its top would be hidden.
    const room = log.clientHeight - parseFloat(paddingTop) - parseFloat(paddingBottom);
    const tall = newest.classList.contains('chat-bubble--ai') && newest.getBoundingClientRect().height > room;
    const top =
      newest.getBoundingClientRect().top -
      log.getBoundingClientRect().top +
      log.scrollTop -
      parseFloat(paddingTop);
    log.scrollTop = tall ? top : log.scrollHeight;
  }, [messages, waiting, arrived]);

  return (
    // The log scrolls, so it takes focus for keyboard users to scroll it (WCAG 2.1.1).
    <div
      ref={logRef}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {/* "Typing..." until the first words arrive, then the words as they come; busy until the reply is whole. */}
      {waiting && !arrived && (
        <div className="chat-bubble chat-bubble--ai chat-bubble--typing">
          <p className="chat-bubble__name">Assistant</p>
          <p className="chat-bubble__text">Typing...</p>
        </div>
      )}
      {waiting && arrived && (
        <div className="chat-bubble chat-bubble--ai chat-bubble--streaming" aria-busy="true">
          <p className="chat-bubble__name">Assistant</p>
          <ChatMarkdown text={arrived} />
        </div>
      )}
    </div>
  );
}
