import { createTheme } from '@mantine/core';

/** Continuum's Mantine theme: defaults with a calmer blue and visible keyboard focus everywhere. */
export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'sm',
});
