import { useMachine } from '@xstate/react';
import { windowedMenuMachine, type WindowedMenuEvent } from '../../../machines/windowedMenu';
import { inspect } from '../../dev/inspect';
import { useWheelEvents } from '../../hooks/useWheelEvents';

/** The windowedMenu machine for `count` items, stepped by the wheel over the returned ref. */
export function useWindowedMenu(count: number) {
  const [snapshot, send, actor] = useMachine(windowedMenuMachine, { input: { count }, inspect });
  const rootRef = useWheelEvents<WindowedMenuEvent>(actor, { type: 'item.next' }, { type: 'item.prev' });
  return { snapshot, send, rootRef };
}
