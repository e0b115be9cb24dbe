import { describe, expect, it } from 'vitest';
import { readSearchState, toggleSort, writeSearchState } from './paged-search-params';

describe('paged search state in the URL', () => {
  it('reads defaults from a plain address and drops what the server would refuse', () => {
    const state = readSearchState(new URLSearchParams('size=7&page=-2&op=LIKE&sort=data;drop,ASC'));
    expect(state).toEqual({
      searchValue: '',
      searchOperation: 'CONTAINS',
      page: 0,
      pageSize: 25,
      primary: undefined,
      secondary: undefined,
    });
  });

  it('round-trips a state and leaves defaults out of the address', () => {
    const state = readSearchState(new URLSearchParams('q=ann&op=EQUALS&page=3&size=50&sort=type,DESC&sort2=timestamp,ASC'));
    expect(writeSearchState(state).toString()).toBe('q=ann&op=EQUALS&page=3&size=50&sort=type%2CDESC&sort2=timestamp%2CASC');
    expect(writeSearchState(readSearchState(new URLSearchParams())).toString()).toBe('');
  });

  it('toggles a header: ascending, then descending; the previous order becomes secondary', () => {
    const start = readSearchState(new URLSearchParams('page=4'), { field: 'timestamp', direction: 'DESC' });
    const once = toggleSort(start, 'type');
    expect(once).toMatchObject({
      page: 0,
      primary: { field: 'type', direction: 'ASC' },
      secondary: { field: 'timestamp', direction: 'DESC' },
    });
    const twice = toggleSort(once, 'type');
    expect(twice.primary).toEqual({ field: 'type', direction: 'DESC' });
    expect(twice.secondary).toEqual({ field: 'timestamp', direction: 'DESC' });
  });
});
