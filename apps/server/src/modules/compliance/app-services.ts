import { loadProfiles, type ProfileRegistry } from './load-profiles.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The shipped compliance profiles, read and validated at start (decision 0117). */
    complianceProfiles: ProfileRegistry;
  }
}

/** The compliance module's services, built once in buildApp: a bad profile file stops the start. */
export function complianceServices(folder?: string) {
  return { complianceProfiles: loadProfiles(folder) };
}
