import { describe, expect, it } from 'vitest';
import { isServerPath } from './error-handler.js';

describe('isServerPath', () => {
  it.each([
    '/api/tot/update',
    '/api',
    '/api?x=1',
    '/pdf/1/resource/2',
    '/asset-storage/resource/download/1/2/a.mp3',
    '/auth/checkCipher?cipher=a',
    '/management/health',
  ])('%s belongs to the server', (url) => expect(isServerPath(url)).toBe(true));
  it.each(['/', '/lp/12/home', '/apis', '/api-docs', '/administration/users', '/assets/index.js', '/application'])(
    '%s belongs to the web app',
    (url) => expect(isServerPath(url)).toBe(false),
  );
});
