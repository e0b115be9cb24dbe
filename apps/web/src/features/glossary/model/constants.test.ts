import { GLOSSARY_SEARCH_MAX as CONTRACT_MAX } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_SEARCH_MAX } from './constants';

describe('glossary constants', () => {
  it('match the contracts the server validates with', () => {
    expect(GLOSSARY_SEARCH_MAX).toBe(CONTRACT_MAX);
  });
});
