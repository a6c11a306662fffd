import { useEffect, useRef } from 'react';
import type { TranscriptEntry } from '../../../../machines/voiceCall';

/** The call's final transcripts, newest scrolled into view and announced politely. */
export function TranscriptLog({ entries }: { entries: TranscriptEntry[] }) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  return (
    // The log scrolls, so it takes focus for keyboard users to scroll it (WCAG 2.1.1).
    <div
      ref={logRef}
      className={`chat-log voice-log${entries.length === 0 ? ' voice-log--empty' : ''}`}
      role="log"
      aria-live="polite"
      aria-label="Transcript"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {entries.length === 0 && <p className="voice-log__empty">The transcript appears here as you talk.</p>}
      {entries.map((entry, index) => (
        <div key={index} className={`chat-bubble chat-bubble--${entry.role === 'assistant' ? 'ai' : 'user'}`}>
          <p className="chat-bubble__name">{entry.role === 'assistant' ? 'Assistant' : 'You'}</p>
          <p className="chat-bubble__text">{entry.text}</p>
        </div>
      ))}
    </div>
  );
}
