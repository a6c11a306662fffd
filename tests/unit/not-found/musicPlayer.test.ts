// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMusicPlayer } from '../../../src/effects/musicPlayer';
import { FakeAudioContext, installFakeAudio } from '../../fixtures/audio';

const asContext = () => new FakeAudioContext() as unknown as AudioContext;

describe('the music player', () => {
  it('builds nothing until the first play, then routes the track through a 256-point analyser', async () => {
    const media = installFakeAudio();
    const audio = document.createElement('audio');
    const player = createMusicPlayer(audio, asContext);
    expect(FakeAudioContext.instances).toHaveLength(0);

    const playing = player.play();
    media.pending?.resolve();
    await playing;

    const [context] = FakeAudioContext.instances;
    expect(context?.state).toBe('running');
    const source = context?.sources[0];
    const analyser = context?.analysers[0];
    expect(source?.element).toBe(audio);
    expect(source?.outputs).toEqual([analyser]);
    expect(analyser?.outputs).toEqual([context?.destination]);
    expect(analyser?.fftSize).toBe(256);
    expect(audio.volume).toBe(0.5);
    expect(audio.loop).toBe(true);
  });

  it('reports loudness from the analyser, normalised by 256', async () => {
    const media = installFakeAudio();
    const player = createMusicPlayer(document.createElement('audio'), asContext);
    expect(player.level()).toBe(0);
    const playing = player.play();
    media.pending?.resolve();
    await playing;
    const context = FakeAudioContext.instances[0];
    if (!context) throw new Error('no audio context');
    context.binLevel = 128;
    expect(player.level()).toBe(0.5);
  });

  it('reuses one audio graph across pauses', async () => {
    const media = installFakeAudio();
    const player = createMusicPlayer(document.createElement('audio'), asContext);
    for (let i = 0; i < 2; i++) {
      const playing = player.play();
      media.pending?.resolve();
      await playing;
      player.pause();
    }
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(media.playCalls).toBe(2);
  });

  it('a refused play() rejects and leaves the track paused', async () => {
    const media = installFakeAudio();
    const player = createMusicPlayer(document.createElement('audio'), asContext);
    const playing = player.play();
    media.pending?.reject(new DOMException('needs a gesture', 'NotAllowedError'));
    await expect(playing).rejects.toThrow('needs a gesture');
    expect(media.audible).toBe(false);
  });

  it('dispose stops the music, disconnects the nodes and closes the context', async () => {
    const media = installFakeAudio();
    const player = createMusicPlayer(document.createElement('audio'), asContext);
    const playing = player.play();
    media.pending?.resolve();
    await playing;
    player.dispose();
    const context = FakeAudioContext.instances[0];
    expect(media.audible).toBe(false);
    expect(context?.state).toBe('closed');
    expect(context?.sources[0]?.outputs).toEqual([]);
    expect(context?.analysers[0]?.outputs).toEqual([]);
    await expect(player.play()).rejects.toThrow('disposed');
  });

  it('without Web Audio the music still plays and the loudness stays 0', async () => {
    const media = installFakeAudio();
    const player = createMusicPlayer(document.createElement('audio'), undefined);
    const playing = player.play();
    media.pending?.resolve();
    await playing;
    expect(media.audible).toBe(true);
    expect(player.level()).toBe(0);
  });
});
