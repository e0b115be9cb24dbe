// npm run identity:eval -- <file.jsonl> [--subjects all|tune|test|halves] [--enrol N]: the typing detector's error rates
// on a keystroke data set ({subject, rep, text, events:[{key, down, up}]} per line; decision 0090).
import { readFileSync } from 'node:fs';
import { TYPING_DEFAULT_THRESHOLD } from '@continuum/contracts';
import {
  DEFAULT_DETECTOR,
  DEFAULT_PROTOCOL,
  equalErrorRate,
  evaluate,
  mean,
  NET_SCORE_PIVOT,
  netScore,
  ratesAt,
  type Sample,
  splitSubjects,
} from '../modules/identity/index.js';

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const which = args.includes('--subjects') ? args[args.indexOf('--subjects') + 1] : 'all';
// --enrol N: enrol on the first N reps (the product enrols with 2 entries; the protocol's default is 10).
const enrolReps = args.includes('--enrol') ? Number(args[args.indexOf('--enrol') + 1]) : DEFAULT_PROTOCOL.enrolReps;
const protocol = { ...DEFAULT_PROTOCOL, enrolReps };
if (!file || !['all', 'tune', 'test', 'halves'].includes(which ?? '') || !(enrolReps >= 2)) {
  console.error('usage: npm run identity:eval -- <file.jsonl> [--subjects all|tune|test|halves] [--enrol N>=2]');
  process.exit(2);
}
const samples: Sample[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Sample);
const subjects = [...new Set(samples.map((s) => s.subject))].sort();
const halves = splitSubjects(subjects);

console.log(
  'protocol: each subject enrols on their first %d reps; each later rep r, in order, is one genuine',
  protocol.enrolReps,
);
console.log("  attempt (the subject's rep r) and one impostor attempt per other subject (their rep r), scored against");
console.log(
  '  the template as it stands; an accepted genuine sample then joins the template (adaptive: %s,',
  DEFAULT_PROTOCOL.adaptive,
);
console.log(
  '  window %d, accepted at relative distance <= %s). EER per subject at its own threshold; mean over subjects.',
  DEFAULT_DETECTOR.window,
  DEFAULT_DETECTOR.adaptAt,
);
console.log(
  '  Tuning half: every other subject in sorted order from the first (%s); test half: the rest.',
  halves.tune.join(' '),
);
console.log('detector: %j', DEFAULT_DETECTOR);
console.log(
  'net_score = 100 / (1 + (d / %s)^4); default SC_STUDENT_AUTHENTICATION_THRESHOLD %d',
  NET_SCORE_PIVOT,
  TYPING_DEFAULT_THRESHOLD,
);

function report(label: string, group: string[]) {
  const results = evaluate(samples, group, protocol);
  console.log(`\n== ${label}: ${group.length} subjects, ${samples.filter((s) => group.includes(s.subject)).length} samples`);
  for (const r of results) {
    console.log(`${r.subject}  EER ${r.eer.toFixed(3)}  (genuine ${r.genuine.length}, impostor ${r.impostor.length})`);
  }
  const rates = ratesAt(results, (d) => netScore(d) >= TYPING_DEFAULT_THRESHOLD);
  console.log(`mean EER ${mean(results.map((r) => r.eer)).toFixed(4)}`);
  console.log(`at net_score >= ${TYPING_DEFAULT_THRESHOLD}: FAR ${rates.far.toFixed(4)}  FRR ${rates.frr.toFixed(4)}`);
  // The product judges everyone at one threshold: the EER of the pooled scores is what a single global
  // threshold could reach at best (the per-subject mean above lets each subject have their own).
  const pooled = equalErrorRate(
    results.flatMap((r) => r.genuine),
    results.flatMap((r) => r.impostor),
  );
  console.log(`one global threshold: pooled EER ${pooled.toFixed(4)}`);
}

if (which === 'all') report('all subjects', subjects);
if (which === 'tune' || which === 'halves') report('tuning half', halves.tune);
if (which === 'test' || which === 'halves') report('test half (not tuned on)', halves.test);
