import { loadProfiles, type ProfileRegistry } from './load-profiles.js';
import { complianceRules } from './rules-service.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The shipped compliance profiles, read and validated at start (decision 0117). */
    complianceProfiles: ProfileRegistry;
  }
}

/**
 * The compliance module's services, built once in buildApp: a bad profile file stops the start. It also fills
 * catalog's complianceRules slot: the course's rules tightened by the bound profiles (decision 0130).
 */
export function complianceServices(folder?: string) {
  const registry = loadProfiles(folder);
  return { complianceProfiles: registry, complianceRules: complianceRules(() => registry) };
}
