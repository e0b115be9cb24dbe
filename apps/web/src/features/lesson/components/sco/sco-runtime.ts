import type { ScoRuntimeReply } from '@continuum/contracts';

/** What the SCORM runtime (scorm-again) is to us: the API object a SCO looks up in its parent window. */
export interface ScoApi {
  on(event: string, callback: (...args: unknown[]) => void): void;
  loadFromJSON(json: Record<string, unknown>, element?: string): void;
  renderCommitCMI(terminate: boolean): Record<string, unknown>;
}

type Version = '1.2' | '2004';

/** The global name a SCO of each version finds the API by (SCORM 1.2 RTE 3.3.2, SCORM 2004 RTE 3.1.2.1). */
export const API_NAME: Record<Version, 'API' | 'API_1484_11'> = { '1.2': 'API', '2004': 'API_1484_11' };

/** The runtime events after which the data is sent to the server: each commit, and the last one at the end. */
export const COMMIT_EVENTS: Record<Version, string[]> = {
  '1.2': ['LMSCommit', 'LMSFinish'],
  '2004': ['Commit', 'Terminate'],
};

/**
 * Creates the runtime for a SCO of `version`, loaded lazily (scorm-again, only in lessons that play a package),
 * primed with the learner's last committed data so the SCO resumes there (cmi.entry "resume").
 */
export async function createScoApi(
  version: Version,
  previous: Record<string, unknown> | null,
  launchData: string | undefined,
): Promise<ScoApi> {
  // Nothing is sent by the runtime itself (lmsCommitUrl false): commits go through our client (session, CSRF).
  const settings = { lmsCommitUrl: false, autocommit: true, autocommitSeconds: 30, logLevel: 5 } as const;
  // The ES module exports the class by name, its typings as default: take whichever is there.
  type Ctor = new (s: typeof settings) => ScoApi;
  const loaded = (version === '1.2'
    ? await import('scorm-again/scorm12')
    : await import('scorm-again/scorm2004')) as unknown as Record<string, Ctor | undefined>;
  const Api = loaded[version === '1.2' ? 'Scorm12API' : 'Scorm2004API'] ?? loaded.default;
  if (!Api) throw new Error('the SCORM runtime did not load');
  const api = new Api(settings);
  const cmi: Record<string, unknown> = { ...(previous ?? {}) };
  if (version === '1.2') {
    cmi.core = { ...((cmi.core as Record<string, unknown>) ?? {}), entry: previous ? 'resume' : 'ab-initio' };
    // The runtime recomputes this session's time; the previous session's is never carried over.
    delete (cmi.core as Record<string, unknown>).session_time;
  } else {
    cmi.entry = previous ? 'resume' : 'ab-initio';
    delete cmi.session_time;
  }
  if (launchData) cmi.launch_data = launchData;
  api.loadFromJSON(cmi, '');
  return api;
}

/** The CMI data to commit, from the runtime's render ({cmi: {...}}). */
export function commitData(api: ScoApi, terminate: boolean): Record<string, unknown> {
  const rendered = api.renderCommitCMI(terminate);
  return (rendered.cmi as Record<string, unknown> | undefined) ?? rendered;
}

/** The learner-facing state of a SCO from the server's reading. */
export function scoState(reply: ScoRuntimeReply | null): 'notStarted' | 'inProgress' | 'passed' | 'failed' | 'completed' {
  if (!reply?.cmi) return 'notStarted';
  if (reply.successStatus === 'failed') return 'failed';
  if (reply.done) return reply.successStatus === 'passed' ? 'passed' : 'completed';
  return 'inProgress';
}
