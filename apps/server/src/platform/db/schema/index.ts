export * from './accounts.js';
export * from './catalog.js';
export * from './platform.js';
export * from './products.js';
export * from './seat-time.js';
