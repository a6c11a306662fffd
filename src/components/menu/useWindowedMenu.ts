import { useMachine } from '@xstate/react';
import { windowedMenuMachine, type WindowedMenuEvent } from '../../../machines/windowedMenu';
import { inspect } from '../../dev/inspect';
import { useWheelEvents } from '../../hooks/useWheelEvents';

/** The windowedMenu machine for `count` items, opening on item `active`, stepped by the wheel over the returned ref. */
export function useWindowedMenu(count: number, active?: number) {
  const [snapshot, send, actor] = useMachine(windowedMenuMachine, { input: { count, active }, inspect });
  const rootRef = useWheelEvents<WindowedMenuEvent>(actor, { type: 'item.next' }, { type: 'item.prev' });
  return { snapshot, send, rootRef };
}
