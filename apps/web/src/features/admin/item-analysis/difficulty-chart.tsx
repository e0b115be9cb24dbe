import type { ItemStats } from '@continuum/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SIZE = 280;
const PAD = 32;
const INNER = SIZE - 2 * PAD;

/**
 * Difficulty (x, 0 to 1) against point-biserial discrimination (y, -1 to 1), one dot per item, in plain SVG.
 * Flagged items are drawn as red squares, others as blue circles (shape and colour, not colour alone). The
 * drawing is an image with a label; the figure's description sums it up in words, and the table beside it holds
 * every item's figures, so the chart says nothing the text does not.
 */
export function DifficultyChart({ items }: { items: ItemStats[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const descriptionId = useId();
  const plotted = items.filter((i) => i.difficulty !== null && i.pointBiserial !== null);
  const x = (p: number) => PAD + p * INNER;
  const y = (r: number) => PAD + ((1 - r) / 2) * INNER;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId} aria-describedby={descriptionId}>
      <figcaption id={captionId} style={{ fontSize: 14, fontWeight: 600 }}>
        {t('itemAnalysis.chart.title')}
      </figcaption>
      <svg
        role="img"
        aria-label={t('itemAnalysis.chart.label', { plotted: plotted.length, total: items.length })}
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
      >
        <rect x={PAD} y={PAD} width={INNER} height={INNER} fill="none" stroke="#868e96" />
        {/* Zero discrimination: below it the strong candidates do worse on the item than the weak. */}
        <line x1={PAD} x2={PAD + INNER} y1={y(0)} y2={y(0)} stroke="#868e96" strokeDasharray="4 3" />
        <text x={PAD} y={SIZE - 8} fontSize={11}>
          0
        </text>
        <text x={PAD + INNER - 6} y={SIZE - 8} fontSize={11}>
          1
        </text>
        <text x={SIZE / 2 - 30} y={SIZE - 8} fontSize={11}>
          {t('itemAnalysis.chart.xAxis')}
        </text>
        <text x={4} y={PAD + 4} fontSize={11}>
          1
        </text>
        <text x={4} y={y(0) + 4} fontSize={11}>
          0
        </text>
        <text x={4} y={PAD + INNER} fontSize={11}>
          −1
        </text>
        <text x={PAD} y={PAD - 10} fontSize={11}>
          {t('itemAnalysis.chart.yAxis')}
        </text>
        {plotted.map((item) => {
          const cx = x(item.difficulty as number);
          const cy = y(item.pointBiserial as number);
          return item.flags.length > 0 ? (
            <rect key={item.questionId} x={cx - 5} y={cy - 5} width={10} height={10} fill="#c92a2a" />
          ) : (
            <circle key={item.questionId} cx={cx} cy={cy} r={5} fill="#1864ab" />
          );
        })}
      </svg>
      <p id={descriptionId} style={{ fontSize: 12, margin: 0 }}>
        {t('itemAnalysis.chart.summary', {
          plotted: plotted.length,
          total: items.length,
          flagged: items.filter((i) => i.flags.length > 0).length,
          negative: items.filter((i) => i.flags.includes('NEGATIVE_DISCRIMINATION')).length,
        })}
      </p>
    </figure>
  );
}
