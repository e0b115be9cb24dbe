import { ID_PHOTO_MAX_BYTES } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-id-check';

describe('photoProblem', () => {
  it('accepts PNG and JPEG up to 20971520 bytes', () => {
    expect(photoProblem({ type: 'image/png', size: ID_PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });
  it('refuses other types and one byte more', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('photoId.errors.format');
    expect(photoProblem({ type: 'text/html', size: 10 })).toBe('photoId.errors.format');
    expect(photoProblem({ type: 'image/png', size: ID_PHOTO_MAX_BYTES + 1 })).toBe('photoId.errors.size');
  });
});
