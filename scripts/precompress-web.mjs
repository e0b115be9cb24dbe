// Precompressed copies of the built web app: for every text file in apps/web/dist (JS, CSS, HTML, SVG, JSON,
// fonts that are not compressed already) a brotli `.br` (quality 11) and a gzip `.gz` (level 9) beside it, which
// the server's static handler sends with Content-Encoding (apps/server/src/platform/http/web-app.ts).
// Built once here so no request pays for compression; decision 0063.
// Usage: node scripts/precompress-web.mjs [dist]   (the web package's `build` runs it after `vite build`).
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text and uncompressed font formats; woff2, woff and images are compressed by their own format. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map|wasm|ttf|otf|eot|ico)$/;
/** A copy that saves less than this fraction is not worth the Content-Encoding header and a second file. */
const MIN_SAVING = 0.1;

const dist = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;

/** Every file under dir, skipping Vite's manifest folder (never served: a dotfile). */
async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

async function compressOne(path) {
  const raw = await readFile(path);
  const brotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: /\.(ttf|otf|eot|wasm|ico)$/.test(path)
        ? constants.BROTLI_MODE_GENERIC
        : constants.BROTLI_MODE_TEXT,
    },
  };
  const [br, gzipped] = await Promise.all([brotli(raw, brotliOptions), gz(raw, { level: 9 })]);
  const written = { raw: raw.length, br: raw.length, gz: raw.length };
  for (const [ext, data] of [
    ['br', br],
    ['gz', gzipped],
  ]) {
    const target = `${path}.${ext}`;
    if (data.length <= raw.length * (1 - MIN_SAVING)) {
      await writeFile(target, data);
      written[ext] = data.length;
    } else {
      // A stale copy from an earlier build would be served in place of this file.
      await unlink(target).catch(() => {});
    }
  }
  return written;
}

const started = Date.now();
try {
  await stat(join(dist, 'index.html'));
} catch {
  console.error(`No ${join(dist, 'index.html')}: run "vite build" first.`);
  process.exit(1);
}
const targets = (await files(dist)).filter((f) => COMPRESSIBLE.test(f));
const totals = { raw: 0, br: 0, gz: 0 };
for (const sizes of await Promise.all(targets.map(compressOne))) {
  for (const key of Object.keys(totals)) totals[key] += sizes[key];
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${targets.length} files in ${relative(process.cwd(), dist) || '.'}: ${kib(totals.raw)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)} (${Date.now() - started} ms)`,
);
