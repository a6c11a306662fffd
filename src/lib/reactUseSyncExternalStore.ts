// Stands in for the `use-sync-external-store/shim` package (see vite.config.ts): React 19 ships the hook.
export { useSyncExternalStore } from 'react';
