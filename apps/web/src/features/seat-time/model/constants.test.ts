import { DEFAULT_IDLE_WARNING_SECS as CONTRACT_IDLE_SECS, HEARTBEAT_INTERVAL_SECONDS } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_WARNING_SECS, DEFAULT_MAX_TIME_MESSAGE, HEARTBEAT_INTERVAL_MS } from './constants';

const [en] = Object.values(
  import.meta.glob<{ seatTime: { maxTime: { message: string } } }>('../../../../public/i18n/en/seatTime.json', {
    eager: true,
    import: 'default',
  }),
);

describe('seat-time constants', () => {
  it('are the contracts values (the spec: a heartbeat every 30 s, idle after 1800 s)', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(HEARTBEAT_INTERVAL_SECONDS * 1000);
    expect(DEFAULT_IDLE_WARNING_SECS).toBe(CONTRACT_IDLE_SECS);
    expect([HEARTBEAT_INTERVAL_MS, DEFAULT_IDLE_WARNING_SECS]).toEqual([30_000, 1800]);
  });

  it('the Max Time default is the English text of the notice', () => {
    expect(en?.seatTime.maxTime.message).toBe(DEFAULT_MAX_TIME_MESSAGE);
  });
});
