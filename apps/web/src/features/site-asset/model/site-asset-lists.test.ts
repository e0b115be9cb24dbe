import { SITE_ASSET_LISTS as CONTRACT_LISTS, DISPLAYED_SITE_ASSET_TYPES as CONTRACT_TYPES } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { DISPLAYED_SITE_ASSET_TYPES, isSiteAssetList, SITE_ASSET_LISTS } from './site-asset-lists';

describe('site asset lists', () => {
  it('match the contracts', () => {
    expect(SITE_ASSET_LISTS).toEqual(CONTRACT_LISTS);
    expect(DISPLAYED_SITE_ASSET_TYPES).toEqual(CONTRACT_TYPES);
  });

  it('know the three route segments and nothing else', () => {
    expect(isSiteAssetList('career')).toBe(true);
    expect(isSiteAssetList('study-plan')).toBe(true);
    expect(isSiteAssetList('study-tip')).toBe(true);
    expect(isSiteAssetList('toString')).toBe(false);
    expect(isSiteAssetList(undefined)).toBe(false);
  });
});
