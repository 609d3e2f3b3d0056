import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Libraries at the root import React from the root (the CMS's React 18). Pre-bundled through Vite's
// resolver they get this workspace's React 19 (resolve.dedupe), CommonJS ones such as swr's
// use-sync-external-store shim included; src/app/one-react.test.tsx fails if a second React loads.
const reactUsingLibraries = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'swr',
  'use-sync-external-store/shim',
  'react-toastify/unstyled',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'react-intersection-observer',
  'react-intersection-observer/test-utils',
  'react-easy-crop',
  '@testing-library/react',
  // One copy of Testing Library's DOM config, so user-event's events are wrapped in React's act().
  '@testing-library/dom',
  '@testing-library/user-event',
];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        globals: true,
        environment: 'jsdom',
        // Most of a file's time is jsdom and setup, not its tests: two at once even on two cores.
        maxWorkers: 2,
        testTimeout: 20_000,
        setupFiles: ['./src/testing/setup.ts'],
        css: false,
        restoreMocks: true,
        deps: { optimizer: { client: { enabled: true, include: reactUsingLibraries } } },
      },
    }),
  ),
);
