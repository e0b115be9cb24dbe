import type { EffectiveRulesReader } from './effective-rules.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /**
     * A product's effective rules: the course's own tightened by its bound compliance profiles (decision 0130).
     * Implemented by the compliance module; declared here so enforcing modules need not depend on it.
     */
    complianceRules: EffectiveRulesReader;
  }
}
