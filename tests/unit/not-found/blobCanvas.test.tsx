// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FakeAudioContext, installFakeAudio } from '../../fixtures/audio';
import { createFakeGl, type FakeGl } from './fakeGl';
import { renderNotFound } from '../../fixtures/renderNotFound';

function withWebGl(gl: FakeGl | null) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(gl as unknown as RenderingContext);
}

function controlFrames() {
  const queue = new Map<number, FrameRequestCallback>();
  let next = 0;
  const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    queue.set(++next, cb);
    return next;
  });
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void queue.delete(id));
  const run = (now: number) => {
    const due = [...queue.values()];
    queue.clear();
    for (const cb of due) cb(now);
  };
  return { request, cancel, run, pending: () => queue.size };
}

/** A ResizeObserver whose callbacks the test fires, looked up by the observed element. */
function stubResizeObserver() {
  const observed = new Map<Element, () => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  return observed;
}

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('the WebGL blob', () => {
  it('animates every frame with the radius 0.5 + loudness / 2 from the analyser', async () => {
    prefersReducedMotion(false);
    const gl = createFakeGl();
    withWebGl(gl);
    const frames = controlFrames();
    const media = installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const canvas = document.querySelector('canvas');
    expect(canvas?.closest('[aria-hidden="true"]')?.getAttribute('data-renderer')).toBe('webgl');

    act(() => frames.run(1000));
    expect(gl.uniforms.get('u_radius')).toEqual([0.5]);

    fireEvent.click(screen.getByText('LOST'));
    await act(async () => media.pending?.resolve());
    const context = FakeAudioContext.instances[0];
    if (!context) throw new Error('no audio context');
    context.binLevel = 128;
    act(() => frames.run(2000));
    expect(gl.uniforms.get('u_radius')).toEqual([0.75]);
    expect(gl.drawArrays).toHaveBeenCalledTimes(2);
    expect(frames.pending()).toBe(1);
  });

  it('draws one still frame and schedules none under prefers-reduced-motion', async () => {
    prefersReducedMotion(true);
    const gl = createFakeGl();
    withWebGl(gl);
    const frames = controlFrames();
    installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    expect(gl.drawArrays).toHaveBeenCalled();
    expect(gl.uniforms.get('u_radius')).toEqual([0.5]);
    expect(frames.request).not.toHaveBeenCalled();
  });

  it('moves the still frame along when the text reflows (web fonts arriving)', async () => {
    prefersReducedMotion(true);
    const gl = createFakeGl();
    withWebGl(gl);
    installFakeAudio();
    const observed = stubResizeObserver();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const text = screen.getByText('LOST').parentElement;
    if (!text) throw new Error('no text block');
    const draws = gl.drawArrays.mock.calls.length;
    vi.spyOn(text, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 60 }),
    );
    act(() => observed.get(text)?.());
    expect(gl.drawArrays).toHaveBeenCalledTimes(draws + 1);
    expect(gl.uniforms.get('u_center')?.[0]).toBe(50);
  });

  it('sizes the drawing buffer to its box times devicePixelRatio, capped at 2, and follows resizes', async () => {
    prefersReducedMotion(false);
    withWebGl(createFakeGl());
    controlFrames();
    installFakeAudio();
    const observed = stubResizeObserver();
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(3);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const canvas = document.querySelector('canvas');
    expect([canvas?.width, canvas?.height]).toEqual([800, 600]);
    width.mockReturnValue(500);
    act(() => observed.get(canvas as Element)?.());
    expect(canvas?.width).toBe(1000);
  });

  it('centres the blob on the page text, in device pixels from the bottom-left corner', async () => {
    prefersReducedMotion(false);
    const gl = createFakeGl();
    withWebGl(gl);
    const frames = controlFrames();
    installFakeAudio();
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const text = screen.getByText('LOST').parentElement;
    if (!text) throw new Error('no text block');
    vi.spyOn(text, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 200, height: 100 }),
    );
    act(() => frames.run(1000));
    // Centre (200, 100) CSS px on a 300 px tall canvas at ratio 2; a unit of min(300 / 2, 400 * 0.75) px.
    expect(gl.uniforms.get('u_center')).toEqual([400, 400]);
    expect(gl.uniforms.get('u_unit')).toEqual([300]);
  });

  it('leaving the page cancels the animation frame and frees the GL objects', async () => {
    prefersReducedMotion(false);
    const gl = createFakeGl();
    withWebGl(gl);
    const frames = controlFrames();
    installFakeAudio();
    const { unmount } = renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    expect(frames.pending()).toBe(1);
    unmount();
    expect(frames.cancel).toHaveBeenCalled();
    expect(frames.pending()).toBe(0);
    expect(gl.deleteProgram).toHaveBeenCalled();
    expect(gl.deleteBuffer).toHaveBeenCalled();
  });

  it('a shader that fails to compile is logged and the static blob shows instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    withWebGl(createFakeGl({ compiles: false }));
    installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    // The switch to the static blob is a re-render after the failed compile: wait for it, not for the heading.
    await waitFor(() =>
      expect(document.querySelector('.not-found__backdrop')?.getAttribute('data-renderer')).toBe('fallback'),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('shader failed to compile'));
    expect(document.querySelector('.not-found__fallback')).not.toBeNull();
  });

  it('a lost WebGL context switches to the static blob', async () => {
    withWebGl(createFakeGl());
    controlFrames();
    installFakeAudio();
    renderNotFound();
    await screen.findByRole('heading', { name: '404' });
    const canvas = document.querySelector('canvas');
    if (!canvas) throw new Error('no canvas');
    act(() => void canvas.dispatchEvent(new Event('webglcontextlost', { cancelable: true })));
    expect(document.querySelector('.not-found__fallback')).not.toBeNull();
  });
});
