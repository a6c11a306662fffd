// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWheelGate, useWheelStep, WHEEL_GESTURE_GAP_MS } from '../../../src/hooks/useWheelEvents';

// One wheel gesture is one step: a trackpad flick fires a burst of events every frame.

describe('createWheelGate', () => {
  it('takes one step for a burst of wheel events, and another once the burst is over', () => {
    const steps: number[] = [];
    const gate = createWheelGate((d) => (steps.push(d), true));
    for (let i = 0; i < 10; i++) gate(40, 1000 + i * 16);
    expect(steps).toEqual([1]);
    gate(40, 1000 + 9 * 16 + WHEEL_GESTURE_GAP_MS + 1);
    expect(steps).toEqual([1, 1]);
  });

  it('keeps a long inertial tail in the same gesture', () => {
    const steps: number[] = [];
    const gate = createWheelGate((d) => (steps.push(d), true));
    for (let t = 0; t < 3000; t += 30) gate(5, t);
    expect(steps).toEqual([1]);
  });

  it('starts a new gesture when the direction turns', () => {
    const steps: number[] = [];
    const gate = createWheelGate((d) => (steps.push(d), true));
    gate(50, 0);
    gate(50, 16);
    gate(-50, 32);
    gate(-50, 48);
    expect(steps).toEqual([1, -1]);
  });

  it('lets the page scroll for a whole gesture the menu refused, and ignores sideways scrolling', () => {
    const step = vi.fn(() => false);
    const gate = createWheelGate(step);
    expect(gate(0, 0)).toBe(false);
    expect(step).not.toHaveBeenCalled();
    expect([gate(30, 10), gate(30, 20), gate(30, 30)]).toEqual([false, false, false]);
    expect(step).toHaveBeenCalledTimes(1);
  });
});

function Stepper({ canMove = true }: { canMove?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState(0);
  useWheelStep(ref, (direction) => {
    if (!canMove) return false;
    setAt((n) => n + direction);
    return true;
  });
  return (
    <div ref={ref} data-testid="area">
      at {at}
    </div>
  );
}

describe('useWheelStep', () => {
  it('moves one step for a burst of real wheel events and keeps the page from scrolling under it', () => {
    let now = 5000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<Stepper />);
    const area = screen.getByTestId('area');
    const events = Array.from({ length: 10 }, () => {
      now += 8;
      const event = new WheelEvent('wheel', { deltaY: 30, bubbles: true, cancelable: true });
      fireEvent(area, event);
      return event;
    });
    expect(area).toHaveTextContent('at 1');
    expect(events.every((e) => e.defaultPrevented)).toBe(true);
    now += WHEEL_GESTURE_GAP_MS * 2;
    fireEvent.wheel(area, { deltaY: -30 });
    now += WHEEL_GESTURE_GAP_MS * 2;
    fireEvent.wheel(area, { deltaY: -30 });
    expect(area).toHaveTextContent('at -1');
  });

  it('leaves ctrl + wheel (zoom) and refused moves to the browser', () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { unmount } = render(<Stepper />);
    const zoom = new WheelEvent('wheel', { deltaY: 30, ctrlKey: true, bubbles: true, cancelable: true });
    fireEvent(screen.getByTestId('area'), zoom);
    expect(zoom.defaultPrevented).toBe(false);
    expect(screen.getByTestId('area')).toHaveTextContent('at 0');
    unmount();
    render(<Stepper canMove={false} />);
    const refused = new WheelEvent('wheel', { deltaY: 30, bubbles: true, cancelable: true });
    fireEvent(screen.getByTestId('area'), refused);
    expect(refused.defaultPrevented).toBe(false);
  });
});
