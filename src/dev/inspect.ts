import { createBrowserInspector } from '@statelyai/inspect';
import { setInspector } from '../machines-inspect';

// Development only: main.tsx loads this behind import.meta.env.DEV, so it never ships.
export function startInspector() {
  const inspector = createBrowserInspector();
  setInspector(inspector.inspect);
}
