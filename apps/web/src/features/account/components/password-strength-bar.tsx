import { passwordStrength, strengthBars } from '@continuum/contracts';
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './password-strength-bar.module.css';

const BAR_COUNT = 5;
/** One colour per number of lit bars (1..5), from weak (red) to strong (green); all lit bars share it. */
export const STRENGTH_COLORS = ['#ff0000', '#ff9900', '#ffff00', '#99ff00', '#00ff00'] as const;
const UNLIT = '#dddddd';

/**
 * Spec 002 §5 strength bar: five bars lit by the score's thresholds 10, 20, 30, 40 (contracts).
 * A native <meter> carries the value for assistive technology; the coloured bars are its visual twin.
 */
export function PasswordStrengthBar({ password }: { password: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const lit = strengthBars(passwordStrength(password));
  const color = lit > 0 ? STRENGTH_COLORS[lit - 1] : UNLIT;
  return (
    <Group gap="xs" mt={4} wrap="nowrap">
      <Text size="xs" id={labelId}>
        {t('password.strength.title')}
      </Text>
      <meter
        className={classes.meter}
        min={0}
        max={BAR_COUNT}
        value={lit}
        aria-labelledby={labelId}
        aria-valuetext={t(`password.strength.level${lit}`)}
      />
      <div className={classes.bars} aria-hidden="true">
        {Array.from({ length: BAR_COUNT }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the five bars are fixed positions
            key={i}
            className={classes.bar}
            data-lit={i < lit || undefined}
            style={{ backgroundColor: i < lit ? color : UNLIT }}
          />
        ))}
      </div>
    </Group>
  );
}
