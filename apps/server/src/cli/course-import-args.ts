import { complianceOverride } from '@continuum/contracts';

export interface ImportArgs {
  folders: string[];
  /** --check: everything in a transaction rolled back; --json: the report as JSON (issue 29). */
  check: boolean;
  json: boolean;
  /** --attach PRODUCT-CODE: a question bank goes under this existing product instead of one of its own. */
  attachTo?: string | undefined;
  actor: string;
  override?: { reason: string } | undefined;
}

/** The importer's command line: folders, and the compliance override's reason and the actor it is audited under. */
export function parseImportArgs(argv: string[]): ImportArgs | { error: string } {
  const folders: string[] = [];
  let actor = 'course-import';
  let override: { reason: string } | undefined;
  let check = false;
  let json = false;
  let attachTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--override-compliance' || arg === '--actor' || arg === '--attach') {
      const value = argv[++i];
      if (value === undefined) return { error: `${arg} needs a value` };
      if (arg === '--actor') actor = value.slice(0, 50);
      else if (arg === '--attach') attachTo = value;
      else {
        const parsed = complianceOverride.safeParse({ reason: value });
        if (!parsed.success) return { error: '--override-compliance needs a reason (1-500 characters)' };
        override = parsed.data;
      }
    } else if (arg === '--check') check = true;
    else if (arg === '--json') json = true;
    else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else folders.push(arg);
  }
  if (folders.length === 0) return { error: 'no package folder given' };
  return { folders, check, json, attachTo, actor, override };
}
