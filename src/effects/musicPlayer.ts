import { FFT_SIZE, MUSIC_VOLUME, loudness } from '../views/not-found/loudness';

export interface MusicPlayer {
  /** Resolves once the track plays; rejects (and leaves it paused) when the browser refuses. */
  play(): Promise<void>;
  pause(): void;
  /** Current loudness in [0, 1); 0 before the first play or without Web Audio. */
  level(): number;
  /** Stops the track and releases the audio graph. The player is unusable afterwards. */
  dispose(): void;
}

interface Graph {
  context: AudioContext;
  source: MediaElementAudioSourceNode;
  analyser: AnalyserNode;
  bins: Uint8Array<ArrayBuffer>;
}

type ContextFactory = () => AudioContext;

// Looked up per player, not at import, so a browser (or test) that installs it later is honoured.
const browserContext = (): ContextFactory | undefined =>
  typeof AudioContext === 'function' ? () => new AudioContext() : undefined;

// The audio graph (element → analyser → speakers) is built on the first play, inside the click
// that asked for it, so the AudioContext starts running rather than suspended by autoplay rules.
export function createMusicPlayer(audio: HTMLAudioElement, makeContext = browserContext()): MusicPlayer {
  let graph: Graph | undefined;
  let disposed = false;

  const buildGraph = (): Graph | undefined => {
    if (!makeContext) return undefined;
    try {
      const context = makeContext();
      const source = context.createMediaElementSource(audio);
      const analyser = context.createAnalyser();
      analyser.fftSize = FFT_SIZE;
      source.connect(analyser);
      analyser.connect(context.destination);
      return { context, source, analyser, bins: new Uint8Array(analyser.frequencyBinCount) };
    } catch {
      // Without analysis the music still plays; the blob just keeps its resting size.
      return undefined;
    }
  };

  return {
    async play() {
      if (disposed) throw new Error('The music player was disposed');
      audio.loop = true;
      audio.volume = MUSIC_VOLUME;
      graph ??= buildGraph();
      try {
        await Promise.all([audio.play(), graph?.context.resume()]);
      } catch (err) {
        audio.pause();
        throw err;
      }
    },
    pause() {
      audio.pause();
    },
    level() {
      if (!graph) return 0;
      graph.analyser.getByteFrequencyData(graph.bins);
      return loudness(graph.bins);
    },
    dispose() {
      disposed = true;
      audio.pause();
      if (!graph) return;
      const { context, source, analyser } = graph;
      graph = undefined;
      source.disconnect();
      analyser.disconnect();
      void context.close().catch(() => {});
    },
  };
}
