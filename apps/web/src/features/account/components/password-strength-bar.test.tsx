import { passwordStrength } from '@continuum/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthBar, STRENGTH_COLORS } from './password-strength-bar';

function renderBar(password: string) {
  render(
    <MantineProvider env="test">
      <PasswordStrengthBar password={password} />
    </MantineProvider>,
  );
  const meter = screen.getByRole('meter', { name: 'Password strength:' });
  const bars = Array.from(meter.nextElementSibling?.children ?? []) as HTMLElement[];
  return { meter, bars, lit: bars.filter((b) => b.dataset.lit !== undefined) };
}

describe('PasswordStrengthBar', () => {
  it('shows five bars, none lit for an empty password', () => {
    const { meter, bars, lit } = renderBar('');
    expect(bars).toHaveLength(5);
    expect(lit).toHaveLength(0);
    expect((meter as HTMLMeterElement).value).toBe(0);
  });

  // Scores per 002 §5; bars = 1 + number of thresholds (10, 20, 30, 40) the score exceeds.
  it.each([
    ['abc', 10, 1], // short: capped at 10
    ['abcdefghij', 10, 1], // one class: capped at 10
    ['abcdefg1', 20, 2], // two classes: capped at 20
    ['abcDEF1', 40, 4], // three classes: 14 + 30 = 44, capped at 40
    ['abcD1!x', 54, 5], // four classes: 14 + 40
    ['Abcdef12!x', 61, 5], // 20 + 1 (10+ chars) + 40
  ])('%s scores %i and lights %i bars in one colour', (password, score, bars) => {
    expect(passwordStrength(password)).toBe(score);
    const { meter, lit } = renderBar(password);
    expect(lit).toHaveLength(bars);
    expect((meter as HTMLMeterElement).value).toBe(bars);
    const colors = new Set(lit.map((b) => b.style.backgroundColor));
    expect(colors.size).toBe(1);
    const probe = document.createElement('span');
    probe.style.backgroundColor = STRENGTH_COLORS[bars - 1] ?? '';
    expect([...colors][0]).toBe(probe.style.backgroundColor);
  });

  it('exposes the strength as text for screen readers', () => {
    const { meter } = renderBar('Abcdef12!x');
    expect(meter.getAttribute('aria-valuetext')).toBe('Strong');
  });
});
