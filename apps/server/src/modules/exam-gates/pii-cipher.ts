// AES-256-GCM sealing now lives in platform/crypto.ts (shared with the biosig module's templates).
export { open, seal } from '../../platform/crypto.js';
