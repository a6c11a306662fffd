import type { KeyboardEvent } from 'react';
import type { ShownSection } from '../../../content/aboutScreen';

export interface EntryAccordionProps {
  section: ShownSection;
  /** 1-based active sub-heading. */
  activeHeading: number;
  /** False when the visitor folded the active sub-heading away. */
  expanded: boolean;
  onToggle: (index: number) => void;
}

const focusMoves: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => Math.min(at + 1, count - 1),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The sub-headings of one menu entry as an accordion: Enter or Space folds, arrows move between them. */
export function EntryAccordion({ section, activeHeading, expanded, onToggle }: EntryAccordionProps) {
  // Arrow keys only move focus between the headers (the accordion pattern); the machine is untouched.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = focusMoves[event.key];
    const accordion = event.currentTarget.closest('.accordion');
    const buttons = Array.from(accordion?.querySelectorAll<HTMLButtonElement>('.accordion__header') ?? []);
    const at = buttons.indexOf(event.currentTarget);
    if (!move || at < 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };

  return (
    <div className="accordion">
      <h2 className="accordion__section">{section.label}</h2>
      {section.entries.map((entry, i) => {
        const index = i + 1;
        const open = expanded && index === activeHeading;
        const headerId = `about-${section.id}-heading-${index}`;
        const panelId = `about-${section.id}-entry-${index}`;
        return (
          <div
            key={entry.title}
            className="accordion__item"
            data-open={open}
            data-active={index === activeHeading}
          >
            <h3 className="accordion__heading">
              <button
                id={headerId}
                type="button"
                className="accordion__header"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(index)}
                onKeyDown={onKeyDown}
              >
                <span className="accordion__marker" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
                <span>{keepDatesTogether(entry.title)}</span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} className="accordion__panel">
              <div className="accordion__inner">
                <p className="accordion__text">{entry.content}</p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** "Coach (2016 - 2023)": the dates in brackets at the end never break across lines. */
function keepDatesTogether(title: string) {
  const at = title.lastIndexOf(' (');
  return at < 0 ? (
    title
  ) : (
    <>
      {title.slice(0, at)} <span className="nowrap">{title.slice(at + 1)}</span>
    </>
  );
}
