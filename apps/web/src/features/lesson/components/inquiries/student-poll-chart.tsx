import { useTranslation } from 'react-i18next';
import { pollColor } from './student-poll-colors';

export type PollChartType = 'BAR' | 'PIE' | 'DOUGHNUT';
export interface PollResult {
  label: string;
  value: number;
}

const SIZE = 200;
const R = SIZE / 2;

/** The SVG path of one pie slice from `from` to `to` (fractions of the whole, clockwise from 12 o'clock). */
function slice(from: number, to: number): string {
  const point = (f: number) => {
    const angle = 2 * Math.PI * f - Math.PI / 2;
    return `${R + R * Math.cos(angle)} ${R + R * Math.sin(angle)}`;
  };
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${R} ${R} L ${point(from)} A ${R} ${R} 0 ${large} 1 ${point(to)} Z`;
}

function Pie({ results, total, hole }: { results: PollResult[]; total: number; hole: boolean }) {
  let at = 0;
  return (
    <>
      <circle cx={R} cy={R} r={R} fill="var(--mantine-color-gray-2)" />
      {results.map((r, i) => {
        const share = total > 0 ? r.value / total : 0;
        const from = at;
        at += share;
        if (share === 0) return null;
        // A single slice of the whole pie has no arc to draw: it is the whole circle.
        if (share >= 1)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: results are positional (the poll's choices in authored order) and labels may repeat
            <circle key={`${i}:${r.label}`} cx={R} cy={R} r={R} fill={pollColor(i)} />
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: see the circle above
        return <path key={`${i}:${r.label}`} d={slice(from, at)} fill={pollColor(i)} stroke="white" strokeWidth={1} />;
      })}
      {hole && <circle cx={R} cy={R} r={R * 0.55} fill="white" />}
    </>
  );
}

function Bars({ results }: { results: PollResult[] }) {
  const max = Math.max(1, ...results.map((r) => r.value));
  const width = SIZE / results.length;
  return (
    <>
      <line x1={0} y1={SIZE - 0.5} x2={SIZE} y2={SIZE - 0.5} stroke="var(--mantine-color-gray-5)" />
      {results.map((r, i) => {
        const height = (r.value / max) * (SIZE - 10);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: results are positional (the poll's choices in authored order)
            key={`${i}:${r.label}`}
            x={i * width + width * 0.15}
            y={SIZE - height}
            width={width * 0.7}
            height={height}
            fill={pollColor(i)}
          />
        );
      })}
    </>
  );
}

/**
 * The poll's results drawn as a bar, pie or doughnut chart, in the chart's colour list. The results table
 * beside it carries the numbers, so the drawing is one image with a name rather than many shapes to read.
 */
export function StudentPollChart({ type, results }: { type: PollChartType; results: PollResult[] }) {
  const { t } = useTranslation();
  const total = results.reduce((sum, r) => sum + r.value, 0);
  return (
    <svg role="img" aria-label={t(`inquiry.poll.chart.${type}`)} viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE}>
      {type === 'BAR' ? <Bars results={results} /> : <Pie results={results} total={total} hole={type === 'DOUGHNUT'} />}
    </svg>
  );
}
