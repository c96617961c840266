import { describe, expect, it } from 'vitest';

import { placeNames, towns, townSuggestions } from './towns.ts';

describe('towns', () => {
  it('finds a town by any of its names, in any script or Latin spelling, however it is spaced or cased', () => {
    const kandy = ['Kandy', 'මහනුවර', 'கண்டி', 'Mahanuwara'];
    for (const typed of ['Kandy', ' kandy ', 'මහනුවර', 'கண்டி', 'MAHANUWARA']) expect(placeNames(typed)).toEqual(kandy);
    expect(placeNames('nuwara-eliya')).toEqual(['Nuwara Eliya', 'නුවරඑළිය', 'நுவரெலியா']);
    expect(placeNames('Mount Lavinia')).toContain('දෙහිවල-ගල්කිස්ස');
  });

  it('leaves any other place as typed, and nothing as nothing', () => {
    expect(placeNames(' Pilimatalawa ')).toEqual(['Pilimatalawa']);
    expect(placeNames('   ')).toEqual([]);
  });

  it('gives no two towns a name in common, so a name never finds the wrong town', () => {
    const fold = (name: string) =>
      name
        .normalize('NFC')
        .toLowerCase()
        .replace(/[\s.'’-]+/g, '');
    const names = towns.flatMap((town) => [town.en, town.si, town.ta, ...(town.also ?? [])].map(fold));
    expect(new Set(names).size).toBe(names.length);
    for (const town of towns) {
      expect(town.si).toMatch(/^[\u0D80-\u0DFF\u200D\s-]+$/);
      expect(town.ta).toMatch(/^[\u0B80-\u0BFF\s-]+$/);
    }
  });

  it("suggests every town in the page's script first, then the other scripts", () => {
    const si = townSuggestions('si');
    expect(si).toHaveLength(towns.length * 3);
    expect(si.slice(0, towns.length).every((name) => /[\u0D80-\u0DFF]/.test(name))).toBe(true);
    expect(townSuggestions('ta')[0]).toMatch(/[\u0B80-\u0BFF]/);
    expect(townSuggestions('en').slice(0, 3)).toEqual(['Ampara', 'Anuradhapura', 'Badulla']);
  });
});
