import { useMachine } from '@xstate/react';
import { owner } from '../../../content';
import { levelClockMachine } from '../../../machines/levelClock';
import { scrambleMachine, scrambledText } from '../../../machines/scramble';
import { inspect } from '../../machines-inspect';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import './stats.css';

const defaultLevelClock = levelClockMachine.provide({
  actions: {
    noteNearlyLevelUp: (_, { percent }) => console.info(`EXP at ${percent.toFixed(1)}%: ${owner.firstName} levels up within days.`),
  },
});

interface PlayerStatsProps {
  /** The level machine with its clock; tests pass one driven by a fake clock. */
  levelClock?: typeof levelClockMachine;
  now?: () => Date;
}

export function PlayerStats({ levelClock = defaultLevelClock, now = () => new Date() }: PlayerStatsProps) {
  const [clock] = useMachine(levelClock, { input: { birthDate: owner.birthDate, now: now() }, inspect });
  const [scramble, send] = useMachine(scrambleMachine, { input: { instant: useReducedMotion() }, inspect });
  const { level, daysPassed, daysInYear, percent } = clock.context;

  const settledText = `EXP ${daysPassed}/${daysInYear}`;
  const expText = scramble.matches('idle')
    ? `EXP ${Math.floor(percent)}%`
    : scramble.matches('settled')
      ? settledText
      : scrambledText(settledText, scramble.context.step);

  const start = () => send({ type: 'scramble.start' });
  const stop = () => send({ type: 'scramble.stop' });

  return (
    <aside
      className="stats hud-panel"
      aria-label="Player stats"
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) stop();
      }}
    >
      <p className="stats__name">{owner.name}</p>
      <p className="stats__level">
        Level <span className="stats__level-value">{level}</span>
      </p>
      <p className="stats__subtitle">{owner.subtitle}</p>
      <div
        className="stats__bar"
        role="progressbar"
        aria-label="Experience towards the next level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
        aria-valuetext={`${daysPassed} of ${daysInYear} days`}
      >
        <div className="stats__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="stats__exp" data-testid="exp-text">
        {expText}
      </p>
      <ul className="stats__links">
        <li>
          <a href={owner.linkedin} target="_blank" rel="noopener noreferrer" className="stats__link">
            <img src="/icons/social/linkedin.svg" alt={`${owner.name} on LinkedIn (opens in a new tab)`} width={28} height={28} />
          </a>
        </li>
        <li>
          <a href={owner.github} target="_blank" rel="noopener noreferrer" className="stats__link">
            <img src="/icons/social/github.svg" alt={`${owner.name} on GitHub (opens in a new tab)`} width={28} height={28} />
          </a>
        </li>
      </ul>
    </aside>
  );
}
