import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { windowedMenu, type WindowedMenuEvent } from '../../../machines/windowedMenu';
import { inspect } from '../../machines-inspect';
import { useWheelStep } from '../../hooks/useWheelStep';

/** The windowedMenu machine for `count` items, stepped by the wheel over the returned ref. */
export function useWindowedMenu(count: number) {
  const [snapshot, send, actor] = useMachine(windowedMenu, { input: { count }, inspect });
  const rootRef = useRef<HTMLElement>(null);
  useWheelStep(rootRef, (direction) => {
    const event: WindowedMenuEvent = { type: direction > 0 ? 'item.next' : 'item.prev' };
    if (!actor.getSnapshot().can(event)) return false;
    send(event);
    return true;
  });
  return { snapshot, send, rootRef };
}
