import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { inspect } from '../../dev/inspect';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useHydrated } from '../../hooks/useHydrated';
import { notFoundMusicMachine } from '../../../machines/notFoundMusic';
import { createMusicPlayer } from '../../effects/musicPlayer';
import { createPlayerSlot, musicEffects } from '../../effects/music';
import { useProvided } from '../../hooks/useProvided';
import { useBlobCanvas } from './useBlobCanvas';
import { usePageToggle } from './usePageToggle';
import './not-found.css';

const TRACK = '/audio/not-found-loop';

export default function NotFoundView() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [slot] = useState(createPlayerSlot);
  const machine = useProvided(notFoundMusicMachine, musicEffects(slot));
  const [snapshot, send] = useMachine(machine, { inspect });
  const audible = snapshot.hasTag('audible');
  const toggle = useCallback(() => send({ type: 'music.toggle' }), [send]);

  // The player owns the element's Web Audio graph; unmounting stops the music and closes the context.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    slot.attach(createMusicPlayer(audio));
    const onPause = () => send({ type: 'music.interrupt' });
    audio.addEventListener('pause', onPause);
    return () => {
      audio.removeEventListener('pause', onPause);
      slot.release();
    };
  }, [send, slot]);

  const level = useCallback(() => slot.level(), [slot]);
  // The backdrop lives in document.body, which only the browser has: it joins once the page is hydrated.
  const hydrated = useHydrated();
  const mode = useBlobCanvas(hydrated ? canvasRef : null, textRef, level, useReducedMotion());
  usePageToggle(toggle);

  return (
    <section className="not-found">
      {hydrated &&
        createPortal(
          <div className="not-found__backdrop" data-renderer={mode} aria-hidden="true">
            {mode === 'webgl' && <canvas ref={canvasRef} className="not-found__canvas" />}
          </div>,
          document.body,
        )}
      <div ref={textRef} className="not-found__text">
        {mode === 'fallback' && <div className="not-found__fallback" aria-hidden="true" />}
        <h1 className="page-heading not-found__code">404</h1>
        <p className="not-found__line">LOOKS LIKE YOU ARE</p>
        <p className="not-found__line not-found__line--lost">LOST</p>
      </div>
      <div className="not-found__actions">
        {/* A playful name; the description says what the button does. */}
        <button
          type="button"
          className="hud-button hud-button--ghost not-found__toggle"
          onClick={toggle}
          aria-describedby="not-found-music"
        >
          {audible ? 'Pause Music' : 'Tap the Blob'}
        </button>
        <span id="not-found-music" className="visually-hidden">
          Plays or pauses the background music; a tap anywhere on the page does the same.
        </span>
        <Link to="/" className="hud-button">
          Go back home
        </Link>
      </div>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an instrumental loop: there is no speech to caption */}
      <audio ref={audioRef} loop preload="none">
        <source src={`${TRACK}.ogg`} type="audio/ogg; codecs=opus" />
        <source src={`${TRACK}.m4a`} type="audio/mp4; codecs=mp4a.40.2" />
      </audio>
    </section>
  );
}
