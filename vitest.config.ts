import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The assistant's tests only call pure functions of the content they are given, so they share their
// modules within a worker: each owner's answerer is then trained once per worker, not once per file.
const SHARED = 'tests/unit/chat-server/**/*.test.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
    // One worker per core: Vitest's default for a run keeps one core idle, which on a two-core CI
    // machine means a single worker for the whole suite.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, SHARED],
        },
      },
      { extends: true, test: { name: 'assistant', include: [SHARED], isolate: false } },
    ],
  },
});
