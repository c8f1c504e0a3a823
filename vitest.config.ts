import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { picturesPlugin } from './scripts/vite/pictures-plugin.ts';

const root = import.meta.dirname;
// The site whose content the tests render and read: this project, or the rewritten copy the content proof makes.
const contentRoot = process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root;

export default defineConfig({
  plugins: [react(), contentPlugin(contentRoot), picturesPlugin(contentRoot)],
  test: {
    // A poll waits for what the test needs to see, so a longer wait only delays a failure. Its 1 s default was too short
    // on a loaded 2-core CI machine: an island's script could still be loading when the poll gave up (islands, code samples).
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-dom.ts'],
          // Vitest's default on 2 cores is one file at a time (cores - 1); many files here wait on a child
          // process (tsc, a build), so two at once took the stage from 320-380 s to 290 s on this machine.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Whole builds against shards merged (scripts/build/shards.ts), byte for byte: each test builds several times.
          name: 'shards',
          include: ['tests/shards/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Incremental builds against clean builds after each kind of change, byte for byte (tests/incremental/).
          name: 'incremental',
          include: ['tests/incremental/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // dist/ served by the hosts' own engines (installed on first use into a cache folder), one engine at a time.
          name: 'hosts',
          include: ['tests/hosts/**/*.test.ts'],
          testTimeout: 180_000,
          // The first run installs the engines (netlify-cli is about 500 MB).
          hookTimeout: 1_200_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The review of a change (npm run review) on fixture repositories: builds and Chromium, so after the browser tests.
          name: 'review',
          include: ['tests/review/**/*.test.ts'],
          globalSetup: ['tests/review/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The Studio online's git workflow against a real git server (nginx + git-http-backend on loopback):
          // workspaces, previews, publish and undo. One remote per file; the steps in a file build on each other.
          name: 'studio-git',
          include: ['tests/studio-git/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The Studio online (npm run studio:serve): accounts on PostgreSQL and PGlite, its HTTP refusals,
          // Chromium with a virtual passkey, nginx in front (tests/studio-online/).
          name: 'studio-online',
          include: ['tests/studio-online/**/*.test.ts'],
          globalSetup: ['tests/studio-online/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Alone after the other browser tests: scores and timings (Lighthouse, the hydration cost of each
          // island on a slowed CPU) must not depend on what else the CPU is doing.
          name: 'lighthouse',
          include: ['tests/lighthouse/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
