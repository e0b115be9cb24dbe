/**
 * The poll chart's colour list of six (001 §9 names the list, not its colours). The Okabe-Ito palette:
 * six hues people with the common colour-vision deficiencies still tell apart, each with at least 3:1
 * contrast against white. Polls have up to 12 choices, so the list repeats from the seventh; the results
 * table beside the chart names every value, so colour is never the only cue.
 */
export const POLL_CHART_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'] as const;

export const pollColor = (index: number): string => POLL_CHART_COLORS[index % POLL_CHART_COLORS.length] ?? '#0072B2';
