import { describe, expect, it } from 'vitest';

import { ethnicities } from '../options/ethnicities.ts';

import { traditionOf } from './tradition.ts';

const id = (label: string) => ethnicities.find((option) => option.label === label)!.id;

describe('the rule set a family opens on', () => {
  it.each([
    ['Sinhalese', 'en', 'sinhala'],
    ['Sinhalese', 'ta', 'sinhala'],
    ['Sri Lankan Tamil', 'si', 'tamil'],
    ['Indian Tamil', 'en', 'tamil'],
  ] as const)('follows the profile: %s on a %s page counts %s', (community, language, system) => {
    expect(traditionOf(id(community), language)).toBe(system);
  });

  it.each([
    ['Sri Lankan Moor/Muslim', 'si', 'sinhala'],
    ['Burgher/Eurasian', 'ta', 'tamil'],
    ['Other', 'en', 'tamil'],
  ] as const)('for another community follows the page: %s on a %s page counts %s', (community, language, system) => {
    expect(traditionOf(id(community), language)).toBe(system);
  });

  it('follows the page when the profile names no community', () => {
    expect(traditionOf(0, 'si')).toBe('sinhala');
    expect(traditionOf(null, 'ta')).toBe('tamil');
  });
});
