// The Node flags the server runs with, in one place: `npm start` and the benchmarks both use them, so the
// figures in docs/benchmarks.md are those of the server as shipped (decision 0050).
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  // A 64 MiB young generation (Node 20's default is 16): a busy server's short-lived request objects and one
  // flush window of heartbeats die there instead of being promoted, so the major collections whose helper
  // threads stalled requests for 100-150 ms come minutes apart instead of every 5-15 s.
  '--max-semi-space-size=64',
];
