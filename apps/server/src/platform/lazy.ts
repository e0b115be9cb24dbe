/**
 * A constant computed on first use and kept for the process: for values that are costly to build and the same for
 * every app (a dictionary, a dummy hash). Not for what an app owns or a test must replace (a clock, a provider):
 * those are services built by buildApp (decisions 0062, 0114).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
