// Translation completeness of the web app (CONVENTIONS: "a check fails when a key is missing in fr").
// Every part file (apps/web/public/i18n/{lang}/{part}.json) must exist for every language, and every key
// (deep, dotted) of one language's part must exist in the others', with the same kind (text or group).
// Usage: node scripts/check-i18n.mjs   -> exits 1 and lists each problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18nDir = join(root, 'apps/web/public/i18n');
if (!existsSync(i18nDir)) {
  console.error(`No ${i18nDir}`);
  process.exit(1);
}

const problems = [];
const languages = readdirSync(i18nDir)
  .filter((d) => statSync(join(i18nDir, d)).isDirectory())
  .sort();
if (languages.length < 2)
  problems.push(`expected at least two languages in ${i18nDir}, found: ${languages.join(', ') || 'none'}`);

/** Flattens a translation object to dotted key -> 'text' | 'group' (empty groups still count as keys). */
function flatten(value, prefix, out) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      if (Object.keys(child).length === 0) out.set(path, 'group');
      flatten(child, path, out);
    } else {
      if (typeof child !== 'string') problems.push(`${path}: value must be a string`);
      else if (child.trim() === '') problems.push(`${path}: empty text`);
      out.set(path, 'text');
    }
  }
  return out;
}

function readPart(lang, part) {
  const file = join(i18nDir, lang, part);
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    return flatten(data, '', new Map());
  } catch (error) {
    problems.push(`${lang}/${part}: ${error instanceof Error ? error.message : String(error)}`);
    return new Map();
  }
}

const partsByLang = new Map(
  languages.map((lang) => [lang, new Set(readdirSync(join(i18nDir, lang)).filter((f) => f.endsWith('.json')))]),
);
const allParts = [...new Set([...partsByLang.values()].flatMap((s) => [...s]))].sort();
let keyCount = 0;

for (const part of allParts) {
  const present = languages.filter((lang) => partsByLang.get(lang)?.has(part));
  for (const lang of languages.filter((l) => !present.includes(l)))
    problems.push(`${lang}/${part}: file missing (exists for ${present.join(', ')})`);

  const keys = new Map(present.map((lang) => [lang, readPart(lang, part)]));
  const union = new Set([...keys.values()].flatMap((m) => [...m.keys()]));
  keyCount += union.size;
  for (const key of [...union].sort()) {
    for (const lang of present) {
      const kind = keys.get(lang)?.get(key);
      const others = present.filter((l) => l !== lang && keys.get(l)?.has(key));
      if (!kind) problems.push(`${lang}/${part}: missing key "${key}" (present in ${others.join(', ')})`);
      else if (others.some((l) => keys.get(l)?.get(key) !== kind))
        problems.push(`${lang}/${part}: "${key}" is a ${kind} here, not elsewhere`);
    }
  }
}

// Each problem printed once even when several languages report it.
const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`i18n check failed (${unique.length} problem(s)):`);
  for (const p of unique) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`i18n ok: ${languages.join(', ')}; ${allParts.length} part(s); ${keyCount} key(s) in each language.`);
