import { describe, expect, it } from 'vitest';

import { readSearch } from './search-query';

describe('readSearch', () => {
  it('reads the codes of an address, and one larger than any code as any', () => {
    const state = readSearch(new URLSearchParams('sx=2&ms=40000&re=296&rc=1e5&page=3'));
    expect(state).toMatchObject({ sx: 2, ms: 0, re: 296, rc: 0, page: 3 });
  });
});
