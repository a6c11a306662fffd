import { useEffect, useId, useRef, useState } from 'react';

interface AssistantChoiceProps {
  voiceEnabled: boolean;
  onChat: () => void;
  onVoice: () => void;
}

export const VOICE_TOOLTIP = 'Working on a new model';

/** Chat or Voice. A disabled Voice stays focusable (aria-disabled) so keyboard users can read why. */
export function AssistantChoice({ voiceEnabled, onChat, onVoice }: AssistantChoiceProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tooltipId = useId();
  // Escape hides the tooltip without moving focus or the pointer (WCAG 1.4.13); leaving shows it again next time.
  const [tooltipDismissed, setTooltipDismissed] = useState(false);

  // The gate or the chat just vanished; give focus a sensible place to land.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="chatbot-choice">
      <h2 ref={headingRef} tabIndex={-1} className="chatbot-choice__question">
        How would you like to interact with assistant?
      </h2>
      <div className="chatbot-choice__buttons">
        <button type="button" className="hud-button" onClick={onChat}>
          Chat
        </button>
        {voiceEnabled ? (
          <button type="button" className="hud-button" onClick={onVoice}>
            Voice
          </button>
        ) : (
          <span className="chatbot-tip-anchor" data-dismissed={tooltipDismissed || undefined}>
            <button
              type="button"
              className="hud-button"
              aria-disabled="true"
              aria-describedby={tooltipId}
              onClick={onVoice}
              onKeyDown={(event) => event.key === 'Escape' && setTooltipDismissed(true)}
              onBlur={() => setTooltipDismissed(false)}
              onMouseLeave={() => setTooltipDismissed(false)}
            >
              Voice
            </button>
            <span role="tooltip" id={tooltipId} className="chatbot-tip">
              {VOICE_TOOLTIP}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
