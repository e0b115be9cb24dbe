import { useId } from 'react';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 4;

interface Props {
  title: string;
  /** The latest value, already formatted with its unit, shown beside the title and read by screen readers. */
  latest: string;
  /** A sentence about the series for screen readers (the range and the span it covers). */
  summary: string;
  /** y values in time order; null where the interval had no value (a gap in the line). */
  values: (number | null)[];
}

/**
 * A small line chart in plain SVG (no chart library in the staff bundle): the series scaled from 0 to its
 * largest value, gaps where a value is missing. The figure's caption carries the title and latest value as
 * text; the drawing is an image whose label sums the series up.
 */
export function LineChart({ title, latest, summary, values }: Props) {
  const captionId = useId();
  const max = Math.max(0, ...values.filter((v): v is number => v !== null));
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const y = (v: number) => HEIGHT - PAD - (max > 0 ? (v / max) * (HEIGHT - 2 * PAD) : 0);
  const segments: string[] = [];
  let current = '';
  values.forEach((v, i) => {
    if (v === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? ' L' : 'M'}${(PAD + i * step).toFixed(1)},${y(v).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <figcaption id={captionId} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }}>
        <strong>{title}</strong>
        <span>{latest}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block', border: '1px solid #767676', borderRadius: 4, background: '#fff' }}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#767676" strokeWidth={1} />
        {segments.map((d) => (
          <path key={d} d={d} fill="none" stroke="#1864ab" strokeWidth={2} strokeLinejoin="round" />
        ))}
        {values.length === 1 && values[0] !== null && <circle cx={PAD} cy={y(values[0] ?? 0)} r={3} fill="#1864ab" />}
      </svg>
    </figure>
  );
}
