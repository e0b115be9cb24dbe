import type { AppConfig } from '../../platform/config.js';
import { biosigKey } from './biosig/keys.js';
import { typingTemplateKey } from './typing/keys.js';

/** The identity checks' sealing keys, derived once per app from the PII key or the server secret (decision 0175). */
export interface IdentityKeys {
  /** Seals typing-pattern templates (typing/keys.ts, decision 0090). */
  typingTemplate: Buffer;
  /** Seals signature templates and NMLS ids (biosig/keys.ts, decision 0091). */
  biosig: Buffer;
}

declare module '../../platform/context.js' {
  interface AppServices {
    /** The identity module's sealing keys: its routes read them here, app.ts no longer hands them over (0175). */
    identityKeys: IdentityKeys;
  }
}

/** The identity module's services, built once in buildApp: its keys, derived from the configuration and the secret. */
export function identityServices(config: Pick<AppConfig, 'piiEncryptionKey'>, serverSecret: string | undefined) {
  return {
    identityKeys: { typingTemplate: typingTemplateKey(config, serverSecret), biosig: biosigKey(config, serverSecret) },
  };
}
