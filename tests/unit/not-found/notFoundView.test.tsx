// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAudioContext, installFakeAudio } from '../../fixtures/audio';
import { renderNotFound } from '../../fixtures/renderNotFound';

const toggle = () => screen.getByRole('button', { name: /Tap the Blob|Pause Music/ });

async function startMusic(media: ReturnType<typeof installFakeAudio>) {
  fireEvent.click(screen.getByText('LOST'));
  await act(async () => media.pending?.resolve());
  expect(toggle().textContent).toBe('Pause Music');
}

describe('the 404 page', () => {
  it('shows the 404, the two lines and a link home', async () => {
    installFakeAudio();
    renderNotFound();
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    expect(screen.getByText('LOOKS LIKE YOU ARE')).toBeDefined();
    expect(screen.getByText('LOST')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(toggle().textContent).toBe('Tap the Blob');
  });

  it('without WebGL shows the static blob, hidden from assistive technology', async () => {
    installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    // The backdrop joins after hydration and falls back once the renderer finds no WebGL.
    await waitFor(() =>
      expect(document.querySelector('.not-found__backdrop')?.getAttribute('data-renderer')).toBe('fallback'),
    );
    const backdrop = document.querySelector('.not-found__backdrop');
    expect(backdrop?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.not-found__fallback')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('the toggle button works from the keyboard with Enter and Space', async () => {
    const media = installFakeAudio();
    const user = userEvent.setup();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    toggle().focus();
    await user.keyboard('{Enter}');
    await act(async () => media.pending?.resolve());
    expect(toggle().textContent).toBe('Pause Music');
    expect(media.audible).toBe(true);
    await user.keyboard(' ');
    expect(toggle().textContent).toBe('Tap the Blob');
    expect(media.audible).toBe(false);
    expect(media.playCalls).toBe(1);
  });

  it('a click on the blob behind the text toggles the music', async () => {
    const media = installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const backdrop = document.querySelector('.not-found__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.click(backdrop);
    expect(toggle().textContent).toBe('Pause Music');
    expect(media.playCalls).toBe(1);
  });

  it('"Go back home" navigates without starting the music', async () => {
    const media = installFakeAudio();
    const user = userEvent.setup();
    renderNotFound();
    await user.click(await screen.findByRole('link', { name: 'Go back home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeDefined();
    expect(media.playCalls).toBe(0);
  });

  it('leaving while the music plays stops it and closes the audio context', async () => {
    const media = installFakeAudio();
    const user = userEvent.setup();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    await startMusic(media);
    const context = FakeAudioContext.instances[0];
    expect(context?.state).toBe('running');
    await user.click(screen.getByRole('link', { name: 'Go back home' }));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(media.audible).toBe(false);
    expect(context?.state).toBe('closed');
    expect(context?.analysers[0]?.outputs).toEqual([]);
    expect(document.querySelector('.not-found__backdrop')).toBeNull();
  });

  it('a refused play() puts the toggle back to "Tap the Blob"', async () => {
    const media = installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    fireEvent.click(screen.getByText('LOOKS LIKE YOU ARE'));
    expect(toggle().textContent).toBe('Pause Music');
    await act(async () => media.pending?.reject(new DOMException('blocked', 'NotAllowedError')));
    expect(toggle().textContent).toBe('Tap the Blob');
    expect(vi.mocked(HTMLMediaElement.prototype.play)).toHaveBeenCalledTimes(1);
  });
});
