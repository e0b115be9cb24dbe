import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { RecordPart } from './parts.js';

export const MANIFEST = 'manifest.json';
export const MANIFEST_SIGNATURE = 'manifest.jws';

export interface ManifestEntry {
  name: string;
  sha256: string;
  bytes: number;
  /** False when the learner has no such record: the part is there, holding an empty list or null. */
  hasData: boolean;
}

export interface RecordsManifest {
  format: 'continuum-learner-records/1';
  learnerProductId: number;
  generatedAt: string;
  parts: ManifestEntry[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Each part as pretty JSON bytes with its manifest entry. */
export function encodeParts(parts: RecordPart[]): { files: Record<string, Uint8Array>; entries: ManifestEntry[] } {
  const files: Record<string, Uint8Array> = {};
  const entries = parts.map((p) => {
    const bytes = strToU8(`${JSON.stringify(p.data, null, 2)}\n`);
    files[p.name] = bytes;
    return { name: p.name, sha256: sha256(bytes), bytes: bytes.length, hasData: p.hasData };
  });
  return { files, entries };
}

/** The zip (fflate, decision 0182): the parts, the manifest and its detached-payload signature. */
export function zipArchive(files: Record<string, Uint8Array>, manifest: Uint8Array, signature: string, at: Date): Uint8Array {
  const all: Record<string, Uint8Array> = { ...files, [MANIFEST]: manifest, [MANIFEST_SIGNATURE]: strToU8(signature) };
  return zipSync(all, { level: 6, mtime: at });
}
