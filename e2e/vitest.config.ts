import { defineProject } from 'vitest/config';

// Browser journeys: Debian's Chromium driven by playwright-core against the real server, one file per journey.
// Each file has a database of its own (a copy of one seeded template, global-setup.ts), so files run in parallel.
// They run after the server and web tests (groupOrder 1). A journey spends most of its time waiting (on the browser,
// on polls, on the app's own timers): all 32 files used 282 s of CPU in 556 s with four at once, against 273 s of CPU
// in 831 s with two (same loaded machine), so four at once (decision 0189; E2E_WORKERS overrides it for measuring).
export default defineProject({
  test: {
    name: 'e2e',
    root: './e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 4),
    sequence: { groupOrder: 1 },
    // The server and Playwright are imported once per worker, not once per journey file (about 5 s each).
    isolate: false,
    // Room for load, not a speed requirement: on this session's machine a full PGlite run took journeys that pass in
    // 6-34 s alone past 60 s (load average 5-15 with four files at once), stop 36.
    testTimeout: 120_000,
    // expect.poll waits up to 10 s, not Vitest's 1 s: a journey polls what the page or the server does next, which a
    // loaded CI machine was seen doing later than 1 s (the survey's completion). A state that never comes still fails.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
