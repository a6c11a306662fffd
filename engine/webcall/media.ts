// The speaker's media elements, keyed by participant session, so that a participant leaving or
// the call ending removes exactly what was added and nothing stays in the page.

export interface SpeakerMedia {
  attach(sessionId: string, track: MediaStreamTrack): void;
  detach(sessionId: string): void;
  detachAll(): void;
  /** Plays every element again; rejects with the browser's refusal if it still blocks them. */
  resume(): Promise<void>;
  /** Sends the speaker's sound to this output device, now and for elements added later. */
  setSink(deviceId: string): Promise<void>;
  /** The speaker's volume, 0..1, now and for elements added later. */
  setVolume(volume: number): void;
  /** The speaker's audio element, if it has one. */
  audio(): HTMLAudioElement | null;
}

type Sinkable = HTMLMediaElement & { setSinkId?(id: string): Promise<void> };

/** `blocked` is told when the browser refuses to play without a user gesture (autoplay rules). */
export function createSpeakerMedia(container: () => HTMLElement | null, blocked: () => void): SpeakerMedia {
  const elements = new Map<string, Sinkable[]>();
  let sink = '';
  let volume = 1;
  const all = () => [...elements.values()].flat();

  const play = (element: HTMLMediaElement) => {
    // The element stays and plays once allowed: resume() from a user gesture, or the browser itself.
    const playing = element.play?.() as Promise<void> | undefined;
    playing?.catch((error: unknown) => {
      if ((error as Error | null)?.name === 'NotAllowedError') blocked();
    });
  };

  const release = (element: HTMLMediaElement) => {
    element.srcObject = null;
    element.remove();
  };

  return {
    attach(sessionId, track) {
      // A container not rendered yet must not silence the assistant: the page's body holds it instead.
      const parent = container() ?? globalThis.document?.body;
      if (!parent) return;
      const kind = track.kind === 'video' ? 'video' : 'audio';
      // A restarted track replaces its element rather than doubling the sound.
      const previous = elements.get(sessionId) ?? [];
      previous.filter((old) => old.localName === kind).forEach(release);
      const kept = previous.filter((old) => old.localName !== kind);
      const element: Sinkable = parent.ownerDocument.createElement(kind);
      element.autoplay = true;
      element.dataset.participantId = sessionId;
      if (element instanceof HTMLVideoElement) {
        element.playsInline = true;
        element.muted = true; // the speaker's voice comes from its audio element
      } else {
        element.hidden = true;
        element.volume = volume;
        if (sink) element.setSinkId?.(sink).catch(() => {}); // the device may be gone; the default then plays
      }
      if (typeof MediaStream === 'function') element.srcObject = new MediaStream([track]);
      parent.appendChild(element);
      elements.set(sessionId, [...kept, element]);
      play(element);
    },
    detach(sessionId) {
      for (const element of elements.get(sessionId) ?? []) release(element);
      elements.delete(sessionId);
    },
    detachAll() {
      for (const sessionId of [...elements.keys()]) this.detach(sessionId);
    },
    async resume() {
      await Promise.all(all().map((element) => element.play()));
    },
    setVolume(level) {
      volume = level;
      for (const element of all()) if (element.localName === 'audio') element.volume = level;
    },
    audio() {
      return (all().find((element) => element.localName === 'audio') as HTMLAudioElement | undefined) ?? null;
    },
    async setSink(deviceId) {
      sink = deviceId;
      await Promise.all(
        all().map((element) => element.localName === 'audio' && element.setSinkId?.(deviceId)),
      );
    },
  };
}
