import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ComplianceProfile, complianceProfile } from '@continuum/contracts';

/** Every version of every shipped profile, read and checked once when the app is built (decision 0117). */
export class ProfileRegistry {
  private readonly byId = new Map<string, ComplianceProfile[]>();

  constructor(profiles: ComplianceProfile[]) {
    for (const p of profiles) {
      const versions = this.byId.get(p.id) ?? [];
      if (versions.some((v) => v.version === p.version))
        throw new Error(`compliance profile ${p.id} v${p.version} is defined twice`);
      versions.push(p);
      versions.sort((a, b) => a.version - b.version);
      this.byId.set(p.id, versions);
    }
  }

  /** The latest version of each profile, by id. */
  latest(): ComplianceProfile[] {
    return [...this.byId.values()].map((v) => v[v.length - 1] as ComplianceProfile).sort((a, b) => a.id.localeCompare(b.id));
  }

  versionsOf(id: string): number[] {
    return (this.byId.get(id) ?? []).map((p) => p.version);
  }

  /** One version, or the latest when none is named; undefined when unknown. */
  find(id: string, version?: number): ComplianceProfile | undefined {
    const versions = this.byId.get(id) ?? [];
    return version === undefined ? versions.at(-1) : versions.find((p) => p.version === version);
  }
}

/** The shipped profiles' folder, found from src/ (development, tests) or dist/ (bundled). */
export function profilesFolder(): string {
  const candidates = ['./profiles', '../src/modules/compliance/profiles'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`compliance profiles not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Reads every *.json profile of a folder and checks it against the contract; a file that is not valid JSON, or
 * breaks the schema (an unknown key, a value without its source), or whose name does not match its id and
 * version, stops the start with the file and the path of the fault.
 */
export function loadProfiles(folder = profilesFolder()): ProfileRegistry {
  const profiles: ComplianceProfile[] = [];
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    } catch (e) {
      throw new Error(`compliance profile ${file}: not valid JSON (${(e as Error).message})`);
    }
    const parsed = complianceProfile.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`compliance profile ${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
    }
    if (file !== `${parsed.data.id}.v${parsed.data.version}.json`)
      throw new Error(`compliance profile ${file}: the file must be named ${parsed.data.id}.v${parsed.data.version}.json`);
    profiles.push(parsed.data);
  }
  return new ProfileRegistry(profiles);
}
