import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
    // One worker per core: Vitest's default for a run keeps one core idle, which on a two-core CI
    // machine means a single worker for the whole suite.
    maxWorkers: availableParallelism(),
  },
});
