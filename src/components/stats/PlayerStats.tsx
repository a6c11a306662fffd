import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { profile as owner } from '../../../content';
import { shellIconSrc } from '../../../contracts/shellIcons';
import { levelClockMachine } from '../../../machines/levelClock';
import { scrambleMachine, scrambledText } from '../../../machines/scramble';
import { inspect } from '../../dev/inspect';
import { prefersReducedMotion } from '../../hooks/useReducedMotion';
import { useProvided } from '../../hooks/useProvided';
import { levelClockEffects } from '../../effects/levelClock';
import './stats.css';

interface PlayerStatsProps {
  /** The level machine with its clock; tests pass one driven by a fake clock. Its console note comes from src/effects. */
  levelClock?: typeof levelClockMachine;
  now?: () => Date;
  /** The date the page's HTML was rendered for: hydration must draw what the HTML shows. */
  renderedAt?: Date;
}

/**
 * The EXP line's text and the panel that plays its scramble: hovering the panel, or moving keyboard focus
 * into its links, plays the effect; leaving resets it.
 */
function useHoverScramble(settledText: string, percent: number) {
  const [scramble, send] = useMachine(scrambleMachine, { inspect });
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Read at each start, so turning reduced motion on mid-visit stops the effect at once.
    const start = () => send({ type: 'scramble.start', instant: prefersReducedMotion() });
    const stop = (e: Event) => {
      if (e instanceof FocusEvent && panel.contains(e.relatedTarget as Node | null)) return;
      send({ type: 'scramble.stop' });
    };
    const events = [
      ['pointerenter', start],
      ['focusin', start],
      ['pointerleave', stop],
      ['focusout', stop],
    ] as const;
    events.forEach(([name, fn]) => panel.addEventListener(name, fn));
    return () => events.forEach(([name, fn]) => panel.removeEventListener(name, fn));
  }, [send]);
  const text = scramble.matches('idle')
    ? `EXP ${Math.floor(percent)}%`
    : scramble.matches('settled')
      ? settledText
      : scrambledText(settledText, scramble.context.step);
  return { panelRef, text };
}

const SOCIAL = [
  { icon: 'linkedin', name: 'LinkedIn', href: owner.linkedin },
  { icon: 'github', name: 'GitHub', href: owner.github },
] as const;

function SocialLinks() {
  return (
    <ul className="stats__links">
      {SOCIAL.map(({ icon, name, href }) => (
        <li key={icon}>
          <a href={href} target="_blank" rel="noopener noreferrer" className="stats__link">
            <img
              src={shellIconSrc('social', icon)}
              alt={`${owner.name} on ${name} (opens in a new tab)`}
              width={28}
              height={28}
              fetchPriority="low"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function PlayerStats({
  levelClock = levelClockMachine,
  now = () => new Date(),
  renderedAt,
}: PlayerStatsProps) {
  const levelMachine = useProvided(levelClock, levelClockEffects);
  const [clock, sendClock] = useMachine(levelMachine, {
    input: { birthDate: owner.birthDate, now: renderedAt ?? now() },
    inspect,
  });
  // Then the visitor's own date: a page rendered on another day moves to today's level and EXP.
  useEffect(() => {
    const today = now();
    if (renderedAt && today.toDateString() !== renderedAt.toDateString())
      sendClock({ type: 'clock.tick', now: today });
    // Once, right after hydration; the machine's own clock takes over from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { level, daysPassed, daysInYear, percent } = clock.context;
  const { panelRef, text: expText } = useHoverScramble(`EXP ${daysPassed}/${daysInYear}`, percent);

  return (
    <aside ref={panelRef} className="stats hud-panel" aria-label="Player stats">
      <p className="stats__name">{owner.name}</p>
      <p className="stats__level">
        Level <span className="stats__level-value">{level}</span>
      </p>
      <p className="stats__subtitle">{owner.subtitle}</p>
      {/* A native bar: its width comes from `value`, so the HTML needs no inline style (the CSP forbids them). */}
      <progress
        className="stats__bar"
        aria-label="Experience towards the next level"
        max={100}
        value={percent}
        aria-valuetext={`${daysPassed} of ${daysInYear} days`}
      />
      <p className="stats__exp" data-testid="exp-text">
        {expText}
      </p>
      <SocialLinks />
    </aside>
  );
}
