import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFrench } from '@/test/french';
import { renderWithProviders } from '@/test/render';
import { metaNode } from '../testing/fixtures';
import { ExamGauge } from './exam-gauge';

const CIRCUMFERENCE = 2 * Math.PI * 42;

function renderGauge(percent: string, metadata: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const node = metaNode(31, 'EXAM_GAUGE', 30, [], { title: 'National Portion', metadata });
  renderWithProviders(
    <ExamGauge lpId={7} node={node} derived={{ PERCENT_COMPLETE: percent, EXAM_ATTEMPT_COUNT: '3', ...extra }} />,
  );
  return screen.getByRole('img', { name: /National Portion/ });
}

describe('ExamGauge', () => {
  it("links the gauge's title to its practice exam", () => {
    renderGauge('40');
    expect(screen.getByRole('link', { name: 'National Portion' }).getAttribute('href')).toBe('/lp/7/lc/31');
  });

  it("shows 'Your Score', the attempts and 'n/a' when no exam date is known", () => {
    const gauge = renderGauge('65');
    expect(gauge).toHaveProperty('ariaLabel', 'National Portion: your score is 65% (getting close)');
    expect(screen.getByText('Your Score')).toBeDefined();
    expect(screen.getByText('3 attempts')).toBeDefined();
    expect(screen.getByText('Latest exam: n/a')).toBeDefined();
  });

  it('colours by the default limits and draws 75% of the percentage', () => {
    renderGauge('85');
    expect(screen.getByRole('img', { name: /ready/ })).toBeDefined();
    const arc = screen.getByTestId('gauge-arc');
    expect(arc.getAttribute('stroke')).toBe('var(--mantine-color-green-7)');
    const [filled] = (arc.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(filled).toBeCloseTo(0.85 * 0.75 * CIRCUMFERENCE, 3);
  });

  it("uses the gauge's RED_LIMIT / YELLOW_LIMIT metadata", () => {
    renderGauge('65', { RED_LIMIT: '70', YELLOW_LIMIT: '90' }, { LATEST_EXAM_DATE: '2026-11-20' });
    expect(screen.getByRole('img', { name: 'National Portion: your score is 65% (needs work)' })).toBeDefined();
    expect(screen.getByTestId('gauge-arc').getAttribute('stroke')).toBe('var(--mantine-color-red-7)');
    expect(screen.getByText('Latest exam: 11/20/26')).toBeDefined();
  });

  it('draws no arc at 0%', () => {
    renderGauge('0');
    expect(screen.queryByTestId('gauge-arc')).toBeNull();
    expect(screen.getByRole('img', { name: /0% \(needs work\)/ })).toBeDefined();
  });

  it('shows the latest exam instant as a date, not ISO text', () => {
    renderGauge('63', {}, { LATEST_EXAM_DATE: '2026-11-25T11:50:27.176Z' });
    expect(screen.getByText('Latest exam: 11/25/26')).toBeDefined();
    expect(screen.queryByText(/T11:50/)).toBeNull();
  });

  it('writes the score and the date the French way, like the topic percents (63 %, 25/11/2026)', async () => {
    await inFrench();
    renderGauge('63', {}, { LATEST_EXAM_DATE: '2026-11-25T11:50:27.176Z' });
    expect(screen.getByText(/^63\s%$/)).toBeDefined();
    expect(screen.getByText('Dernier examen : 25/11/26')).toBeDefined();
    expect(screen.getByText('3 tentatives')).toBeDefined();
  });
});
