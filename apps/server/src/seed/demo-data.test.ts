import { describe, expect, it } from 'vitest';

import { ageOn, todayIso } from '@vivaha/shared/dates';
import { type ProfileForm, profileFormSchema } from '@vivaha/shared/profile';

import { DEMO_MAX_CREATED_DAYS, generateDemoProfiles } from './demo-data.ts';
import { nameSets, siblingPhrases } from './demo-names.ts';

const today = new Date('2025-06-15T08:00:00Z');
const profiles = generateDemoProfiles(1000, 7, today);
const forms: ProfileForm[] = profiles.map((profile) => profileFormSchema.parse(profile.form));

const share = (test: (form: ProfileForm) => boolean) => forms.filter(test).length / forms.length;
const ofEthnicity = (id: number) => forms.filter((form) => form.ethnicity === id);

describe('generateDemoProfiles', () => {
  it('makes the number of profiles asked for', () => {
    expect(profiles).toHaveLength(1000);
    expect(generateDemoProfiles(0, 7, today)).toEqual([]);
    expect(generateDemoProfiles(1, 7, today)).toHaveLength(1);
    expect(generateDemoProfiles(5, 7, today)).toHaveLength(5);
  });

  it('gives forms that pass the profile form schema', () => {
    for (const profile of profiles) {
      const result = profileFormSchema.safeParse(profile.form);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('gives every member an age from 18 to 60 on the given day', () => {
    const on = todayIso(today);
    for (const form of forms) {
      const age = ageOn(form.dob, on);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(60);
    }
    const young = share((form) => ageOn(form.dob, on) >= 21 && ageOn(form.dob, on) <= 45);
    expect(young).toBeGreaterThan(0.85);
  });

  it('has both sexes in similar numbers', () => {
    const men = share((form) => form.sex === 1);
    expect(men).toBeGreaterThanOrEqual(0.4);
    expect(men).toBeLessThanOrEqual(0.6);
    expect(share((form) => form.sex === 2)).toBeCloseTo(1 - men);
  });

  it('mixes the communities roughly as among members', () => {
    const sinhalese = share((form) => form.ethnicity === 1);
    expect(sinhalese).toBeGreaterThanOrEqual(0.45);
    expect(sinhalese).toBeLessThanOrEqual(0.65);
    const tamils = share((form) => form.ethnicity === 2);
    expect(tamils).toBeGreaterThanOrEqual(0.14);
    expect(tamils).toBeLessThanOrEqual(0.3);
    const moors = share((form) => form.ethnicity === 3);
    expect(moors).toBeGreaterThanOrEqual(0.05);
    expect(moors).toBeLessThanOrEqual(0.16);
    for (const ethnicity of [4, 5, 6, 7, 8]) expect(share((form) => form.ethnicity === ethnicity)).toBeLessThan(0.1);
    for (const ethnicity of [4, 8]) expect(ofEthnicity(ethnicity).length).toBeGreaterThan(0);
  });

  it('keeps religion and mother tongue consistent with the community', () => {
    for (const form of ofEthnicity(1)) {
      expect([296, 67, 66, 304, 310]).toContain(form.religion);
      expect(form.motherTonque).toBe(1);
    }
    for (const form of [...ofEthnicity(2), ...ofEthnicity(4)]) {
      expect([65, 66, 67, 304]).toContain(form.religion);
      expect(form.motherTonque).toBe(2);
    }
    for (const form of [...ofEthnicity(3), ...ofEthnicity(5), ...ofEthnicity(7)]) expect(form.religion).toBe(190);
    for (const form of ofEthnicity(6)) expect(form.motherTonque).toBe(3);
    expect(ofEthnicity(1).filter((form) => form.religion === 296).length / ofEthnicity(1).length).toBeGreaterThan(0.75);
  });

  it('uses names of the member’s community', () => {
    const sinhala = new Set([...nameSets.sinhala.male, ...nameSets.sinhala.female]);
    for (const form of ofEthnicity(1)) expect(sinhala.has(form.name.split(' ')[0] ?? '')).toBe(true);
    for (const form of forms) expect(form.name.length).toBeLessThanOrEqual(60);
  });

  it('gives no owner more than 3 profiles, and most owners one', () => {
    const perOwner = new Map<string, number>();
    for (const profile of profiles) perOwner.set(profile.ownerEmail, (perOwner.get(profile.ownerEmail) ?? 0) + 1);
    const counts = [...perOwner.values()];
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(counts.filter((count) => count === 1).length / counts.length).toBeGreaterThan(0.7);
    expect(counts.filter((count) => count === 2).length).toBeGreaterThan(0);
  });

  it('gives each owner one unique, lower-case address on an example domain', () => {
    // An owner's profiles come one after another; a new owner never reuses an earlier address.
    const seen = new Map<string, string>();
    let previous: string | undefined;
    for (const profile of profiles) {
      const { ownerEmail, ownerName } = profile;
      if (ownerEmail !== previous) expect(seen.has(ownerEmail)).toBe(false);
      seen.set(ownerEmail, ownerName);
      previous = ownerEmail;
      expect(ownerName).toMatch(/^(Mr\.|Mrs\.|Ms\.|Miss|Dr\.) \S/);
      expect(ownerEmail).toBe(ownerEmail.toLowerCase());
      expect(ownerEmail).toMatch(/^[a-z0-9._]+@example\.(org|com)$/);
      expect(profile.form.email).toMatch(/@example\.(org|com)$/);
    }
  });

  it('has profiles created by parents, and siblings sharing an owner created by a parent', () => {
    const parents = share((form) => form.createdby === 2);
    expect(parents).toBeGreaterThan(0.25);
    expect(parents).toBeLessThan(0.45);
    expect(share((form) => form.createdby === 1)).toBeGreaterThan(0.45);
    for (let index = 1; index < profiles.length; index += 1) {
      const profile = profiles[index];
      if (profile?.ownerEmail === profiles[index - 1]?.ownerEmail) expect(profile?.form.createdby).toBe(2);
    }
  });

  it('places a good share of members abroad, with matching country and city', () => {
    const abroad = share((form) => form.residentcountry !== 129);
    expect(abroad).toBeGreaterThanOrEqual(0.15);
    expect(abroad).toBeLessThanOrEqual(0.45);
    for (const form of forms) expect(form.livingcity).not.toBe('');
    const toronto = forms.filter((form) => form.livingcity === 'Toronto');
    for (const form of toronto) expect(form.residentcountry).toBe(38);
    const jaffna = forms.filter((form) => form.livingcity === 'Jaffna');
    for (const form of jaffna) expect(form.residentcountry).toBe(129);
  });

  it('gives horoscope details only to those who believe in them, with the rasi of the star', () => {
    for (const form of forms) {
      if (form.notbeleiveinhor) expect(form.astro_star).toBe(0);
      if (form.astro_star > 0) {
        expect(form.astro_rasi).toBe(Math.floor(((form.astro_star - 1) * 4 + form.astro_padam - 1) / 9) + 1);
      }
    }
    const traditional = forms.filter((form) => form.religion === 65 || form.religion === 296);
    expect(traditional.filter((form) => form.astro_star > 0).length / traditional.length).toBeGreaterThan(0.6);
  });

  it('writes About and Expectations texts, no two alike among the first 300', () => {
    const first = forms.slice(0, 300);
    expect(new Set(first.map((form) => form.other)).size).toBe(300);
    expect(new Set(first.map((form) => form.ex_other)).size).toBe(300);
    for (const form of forms) {
      expect(form.other).not.toBe('');
      expect(form.ex_other).not.toBe('');
    }
  });

  it('lists the family in family details for about half, and then About names no parent or sibling', () => {
    const listed = forms.filter((form) => form.familydetails);
    expect(listed.length).toBeGreaterThan(400);
    expect(listed.length).toBeLessThan(600);
    for (const form of listed) {
      expect(form.familydetails).toMatch(/^Father .+, mother .+\./);
      expect(form.other).not.toMatch(/\b(father|mother)\b/i);
      for (const phrase of siblingPhrases) expect(form.other).not.toContain(phrase);
    }
  });

  it('keeps last seen within the life of the profile', () => {
    for (const profile of profiles) {
      expect(profile.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(profile.createdDaysAgo).toBeLessThanOrEqual(DEMO_MAX_CREATED_DAYS);
      expect(profile.lastSeenDaysAgo).toBeGreaterThanOrEqual(0);
      expect(profile.lastSeenDaysAgo).toBeLessThanOrEqual(profile.createdDaysAgo);
    }
  });

  it('is deterministic: the same seed gives the same profiles, another seed others', () => {
    expect(generateDemoProfiles(1000, 7, today)).toEqual(profiles);
    const other = generateDemoProfiles(1000, 8, today);
    expect(other).not.toEqual(profiles);
    expect(other.filter((profile, index) => profile.ownerEmail === profiles[index]?.ownerEmail).length).toBeLessThan(
      100,
    );
  });

  it('is fast', () => {
    let started = performance.now();
    generateDemoProfiles(300, 11, today);
    expect(performance.now() - started).toBeLessThan(1000);
    started = performance.now();
    expect(generateDemoProfiles(20_000, 12, today)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
