// npm run biosig:eval -- <file.jsonl> [--threshold N]: FAR/FRR at the verifier's threshold and the EER of a
// signature set (lines {writer, kind: enrol|genuine|forgery, sample}; decision 0091).
// npm run biosig:eval -- --write-synthetic <file.jsonl> [--writers N] [--seed N]: writes the SYNTHETIC set.
import { readFileSync, writeFileSync } from 'node:fs';
import { biosigSample } from '@continuum/contracts';
import { z } from 'zod';
import { evaluate } from '../modules/identity/biosig/evaluate.js';
import { syntheticSet } from '../modules/identity/biosig/synthetic.js';
import { BIOSIG_THRESHOLD } from '../modules/identity/biosig/verifier.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const record = z.object({ writer: z.string(), kind: z.enum(['enrol', 'genuine', 'forgery']), sample: biosigSample });

const out = option('--write-synthetic');
if (out) {
  const set = syntheticSet(Number(option('--seed') ?? 91), Number(option('--writers') ?? 40));
  writeFileSync(out, `${set.map((r) => JSON.stringify(r)).join('\n')}\n`);
  console.log(`wrote ${set.length} SYNTHETIC samples to ${out}`);
} else {
  const file = args.find((a) => !a.startsWith('--') && a !== option('--threshold'));
  if (!file) {
    console.error('usage: npm run biosig:eval -- <file.jsonl> [--threshold N] | --write-synthetic <file.jsonl>');
    process.exit(2);
  }
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const records = lines.map((l, i) => {
    const parsed = record.safeParse(JSON.parse(l));
    if (!parsed.success) throw new Error(`line ${i + 1}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  });
  const r = evaluate(records, Number(option('--threshold') ?? BIOSIG_THRESHOLD));
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  console.log(`${file}: ${r.writers} writers, ${r.genuine} genuine, ${r.forgeries} forgeries`);
  console.log(`threshold ${r.threshold}: FAR ${pct(r.far)}  FRR ${pct(r.frr)}`);
  console.log(`EER ${pct(r.eer)} at threshold ${r.eerThreshold.toFixed(3)}`);
}
