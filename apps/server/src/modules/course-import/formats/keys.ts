import { createHash } from 'node:crypto';

/**
 * Our keys and ids from the source's own identifiers (issue 29): the same source gives the same keys, so a
 * re-import updates what the previous import created instead of adding a copy. An identifier that is already
 * a valid key is kept as it is; any other is made readable and given a short hash of the original, so two
 * identifiers that read alike ("Q 1" and "q-1") stay apart.
 */
const short = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An id for a slide, question or choice: `^[a-z0-9][a-z0-9_-]{0,63}$`. */
export function toId(source: string): string {
  if (/^[a-z0-9][a-z0-9_-]{0,63}$/.test(source)) return source;
  const base = slug(source).slice(0, 54).replace(/-+$/, '');
  return base ? `${base}-${short(source)}` : `x${short(source)}`;
}

/** One part of a node key (keys join parts with `/`, at most 200 characters in all). */
export function toKeyPart(source: string): string {
  return toId(source).slice(0, 64);
}

/** A product code for a source: `PREFIX-…`, `^[A-Z0-9][A-Z0-9-]{1,39}$`. */
export function toProductCode(prefix: string, source: string): string {
  const body = slug(source).toUpperCase();
  const plain = `${prefix}-${body}`;
  if (body && plain.length <= 40) return plain;
  return `${prefix}-${body.slice(0, 40 - prefix.length - 10).replace(/-+$/, '')}-${short(source).toUpperCase()}`.replace(
    /--+/g,
    '-',
  );
}

/** Hands out ids unique within one scope (a lesson's slides, an exam's questions), in source order. */
export class IdScope {
  private readonly used = new Set<string>();

  take(source: string): string {
    const id = toId(source);
    let candidate = id;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${id.slice(0, 60)}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}
