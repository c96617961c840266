import { describe, expect, it } from 'vitest';

import { createExpiringMap } from './expiring-map.ts';

describe('an expiring map', () => {
  it('loads a missing value once and keeps it for its seconds', async () => {
    let clock = 1000;
    const map = createExpiringMap<string>({ seconds: 5, max: 10, now: () => clock });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await map.remember('a', load)).toBe('value 1');
    expect(await map.remember('a', load)).toBe('value 1');
    clock = 7000;
    expect(await map.remember('a', load)).toBe('value 2');
  });

  it('does not keep a value loaded while it was cleared: it may be from before the change', async () => {
    const map = createExpiringMap<string>({ seconds: 5, max: 10 });
    let release!: (value: string) => void;
    const loading = map.remember('a', () => new Promise<string>((resolve) => (release = resolve)));
    map.clear();
    release('from before the change');
    expect(await loading).toBe('from before the change');
    expect(map.get('a')).toBeUndefined();
    expect(await map.remember('a', async () => 'after it')).toBe('after it');
    expect(map.get('a')).toBe('after it');
  });
});
