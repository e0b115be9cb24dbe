// The cipher lives in platform/crypto.ts, shared with typing-auth and biosig templates.
export { open, seal } from '../../platform/crypto.js';
