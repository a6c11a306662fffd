import { useState } from 'react';

/**
 * False while `value` is still what it was on the first render, true from its first change on.
 * Entrance animations use it: what arrives in the HTML paints at once, what changes later animates.
 */
export function useHasChanged<T>(value: T) {
  const [first] = useState(value);
  const [changed, setChanged] = useState(false);
  if (!changed && !Object.is(value, first)) setChanged(true);
  return changed || !Object.is(value, first);
}
