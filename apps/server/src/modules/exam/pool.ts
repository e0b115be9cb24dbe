import { randomInt } from 'node:crypto';

/** A source of random integers in [0, max): crypto by default, seeded in tests. */
export type RandomInt = (max: number) => number;
const cryptoRandom: RandomInt = (max) => randomInt(max);

function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface DrawInput {
  /** Active question ids in authored order. */
  bank: readonly number[];
  /** How many to draw; undefined means all. */
  count?: number | undefined;
  /** Question ids of the learner's previous attempt (empty on the first). */
  previous: readonly number[];
  /** At least this many drawn questions were not in the previous attempt (capped by what the bank has). */
  minNew: number;
  shuffle: boolean;
}

/**
 * The questions of a new attempt. A pool draw (count below the bank size) takes `minNew` questions from
 * those not asked last time, fills the rest at random from the whole remaining bank, and is shuffled;
 * drawing the whole bank keeps the authored order unless `shuffle` is set.
 */
export function drawQuestions(input: DrawInput, random: RandomInt = cryptoRandom): number[] {
  const count = Math.min(input.count ?? input.bank.length, input.bank.length);
  if (count === input.bank.length) return input.shuffle ? shuffled(input.bank, random) : [...input.bank];
  const previous = new Set(input.previous);
  const fresh = input.bank.filter((id) => !previous.has(id));
  const mustBeNew = Math.min(input.minNew, fresh.length, count);
  const chosen = shuffled(fresh, random).slice(0, mustBeNew);
  const taken = new Set(chosen);
  const rest = shuffled(
    input.bank.filter((id) => !taken.has(id)),
    random,
  ).slice(0, count - chosen.length);
  return shuffled([...chosen, ...rest], random);
}
