import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = getPrimaryShade(merged, 'light');
const gray = merged.colors.gray;
/** The light surfaces the app puts text on: the body, the navbar and page greys, the PDF viewer's frame. */
const SURFACES = { white: '#ffffff', 'gray-0': gray[0], 'gray-1': gray[1] };
/** Every colour a component is given in the web app (color=, c=, message tones). */
const USED = ['blue', 'red', 'green', 'orange', 'yellow', 'teal', 'grape'] as const;
const AA = 4.5;

function resolveVar(value: string): string {
  const m = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!m) return value;
  return merged.colors[m[1] as string]?.[Number(m[2])] ?? value;
}

describe('theme contrast (WCAG 2.1 AA)', () => {
  it.each(USED)('%s: filled, outline and link text reach 4.5:1 on every light surface, and white on filled', (name) => {
    const filled = merged.colors[name][shade];
    for (const [surface, bg] of Object.entries(SURFACES)) {
      expect({ name, surface, ratio: contrast(filled, bg) >= AA }).toEqual({ name, surface, ratio: true });
    }
  });

  it.each(USED)('%s: light badges and alerts (shade 9 on shade 1 and 0) reach 4.5:1', (name) => {
    const c = merged.colors[name];
    expect(contrast(c[9], c[1])).toBeGreaterThanOrEqual(AA);
    expect(contrast(c[9], c[0])).toBeGreaterThanOrEqual(AA);
  });

  it.each(USED)('%s: light and subtle buttons, at rest and hovered, keep their shade 9 text at 4.5:1', (name) => {
    const light: Record<string, string> = cssVariablesResolver(merged).light;
    for (const key of [`--mantine-color-${name}-light`, `--mantine-color-${name}-light-hover`]) {
      const bg = resolveVar(light[key] ?? '');
      expect(bg).toMatch(/^#[0-9a-f]{6}$/);
      expect({ key, ratio: contrast(merged.colors[name][9], bg) >= AA }).toEqual({ key, ratio: true });
    }
  });

  it.each(['dimmed', 'error', 'success'])('%s text reaches 4.5:1 on every light surface', (name) => {
    const color = resolveVar(cssVariablesResolver(merged).light[`--mantine-color-${name}`] ?? '');
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    for (const bg of Object.values(SURFACES)) {
      expect(contrast(color, bg)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('computes the ratios WCAG gives for known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's default grey dimmed text, the 3.32:1.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
