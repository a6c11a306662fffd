// The speaker's media elements, keyed by participant session, so that a participant leaving or
// the call ending removes exactly what was added and nothing stays in the page.

export interface SpeakerMedia {
  attach(sessionId: string, track: MediaStreamTrack): void;
  detach(sessionId: string): void;
  detachAll(): void;
}

export function createSpeakerMedia(container: () => HTMLElement | null): SpeakerMedia {
  const elements = new Map<string, HTMLMediaElement[]>();

  const play = (element: HTMLMediaElement) => {
    // Autoplay may be refused until the user interacts; the element stays and plays once allowed.
    const playing = element.play?.() as Promise<void> | undefined;
    playing?.catch(() => {});
  };

  const release = (element: HTMLMediaElement) => {
    element.srcObject = null;
    element.remove();
  };

  return {
    attach(sessionId, track) {
      const parent = container();
      if (!parent) return;
      const kind = track.kind === 'video' ? 'video' : 'audio';
      // A restarted track replaces its element rather than doubling the sound.
      const previous = elements.get(sessionId) ?? [];
      previous.filter((old) => old.localName === kind).forEach(release);
      const kept = previous.filter((old) => old.localName !== kind);
      const element = parent.ownerDocument.createElement(kind);
      element.autoplay = true;
      element.dataset.participantId = sessionId;
      if (element instanceof HTMLVideoElement) {
        element.playsInline = true;
        element.muted = true; // the speaker's voice comes from its audio element
      } else {
        element.hidden = true;
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
  };
}
