import { describe, expect, it } from 'vitest';

import { emptyFilters, readSearch, writeSearch } from './search-query';

describe('readSearch', () => {
  it('reads the codes of an address, and one larger than any code as any', () => {
    const state = readSearch(new URLSearchParams('sx=2&ms=40000&re=296&rc=1e5&page=3'));
    expect(state).toMatchObject({ sx: 2, ms: 0, re: 296, rc: 0, page: 3 });
  });

  it('reads "verified only" written either way, leaving out kinds it does not know', () => {
    expect(readSearch(new URLSearchParams('vf=photo,nic')).vf).toEqual(['nic', 'photo']);
    expect(readSearch(new URLSearchParams('vf=nic&vf=phone&vf=passport')).vf).toEqual(['phone', 'nic']);
    expect(readSearch(new URLSearchParams('sx=1')).vf).toEqual([]);
  });
});

describe('writeSearch', () => {
  it('writes "verified only" once, and nothing when none is chosen', () => {
    expect(writeSearch({ ...emptyFilters, sx: 2, vf: ['nic'] })).toBe('sx=2&vf=nic');
    expect(writeSearch({ ...emptyFilters, sx: 2 })).toBe('sx=2');
    expect(readSearch(new URLSearchParams(writeSearch({ ...emptyFilters, vf: ['phone', 'nic'] }))).vf).toEqual([
      'phone',
      'nic',
    ]);
  });
});
