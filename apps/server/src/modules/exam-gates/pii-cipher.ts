// The cipher lives in platform/crypto.ts, shared with typing-auth's templates.
export { open, seal } from '../../platform/crypto.js';
