// The Node flags the server runs with, in one place: `npm start` and the benchmarks both use them, so the
// figures in docs/benchmarks.md are those of the server as shipped (decision 0050).
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  // A 64 MiB young generation (Node 20's default is 16): a busy server's short-lived request objects and one
  // flush window of heartbeats die there instead of being promoted, so the major collections whose helper
  // threads stalled requests for 100-150 ms came every ~36 s instead of every 5-15 s (measured, 100,000 learners).
  '--max-semi-space-size=64',
  // The old generation may grow to twice its live size before a major collection (V8 chose ~1.15x here): with
  // 100,000 cached sessions live (~150 MB) that was a major collection every ~36 s, each a 100 ms stall at
  // 12,000 beats/s; at 2x they come minutes apart. The price is up to twice the live heap in memory.
  '--heap-growing-percent=100',
  // V8's memory reducer runs a compacting major collection when it judges the allocation rate low, to give
  // memory back; on a loaded server it fired ~100 s after each regular one and stalled beats for ~150 ms.
  // A server's heap stays at its working size instead.
  '--no-memory-reducer',
];
