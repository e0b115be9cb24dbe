export * from './account.js';
export * from './authorities.js';
export * from './course.js';
export * from './errors.js';
export * from './limits.js';
export * from './password-strength.js';
export * from './platform.js';
export * from './product.js';
