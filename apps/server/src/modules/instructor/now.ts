import { type Clock, systemClock } from '../../platform/clock.js';

/**
 * The clock availability is read with. The learner context is loaded from twenty-odd places that have no clock at
 * hand, so the app provides its clock once at start-up (app.ts), as it provides the exam facts (decision 0084).
 */
const provided: { clock: Clock } = { clock: systemClock };

/** Called by buildApp with the app's clock (tests' ManualClock included). */
export function provideAvailabilityClock(clock: Clock): void {
  provided.clock = clock;
}

export function availabilityNow(): Date {
  return provided.clock.now();
}
