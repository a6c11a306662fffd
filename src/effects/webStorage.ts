// Web Storage as the site's effects reach it: merely touching window.localStorage or sessionStorage
// throws in some privacy modes, so even the lookup is guarded, and a store that cannot be had is null.

export function openStore<T>(getStore: () => T | null): T | null {
  try {
    return getStore();
  } catch {
    return null;
  }
}
