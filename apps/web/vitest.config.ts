import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { webAlias } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: webAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
