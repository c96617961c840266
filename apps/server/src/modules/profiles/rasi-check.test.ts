import { describe, expect, it } from 'vitest';

import { type Member, profileForm } from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** A rasi that the star and padam rule out is refused on the field, by the owner's and the team's forms. */
describe('the rasi of a profile', () => {
  const t = useTestApp();
  const [owner] = useMembers(t, 'rasi.owner@example.lk');
  const admin = useAdmin(t, 'rasi.team@example.lk');

  const create = (astro: Record<string, unknown>, who: Member = owner, url = '/api/profilecx') =>
    t.app.inject({ method: 'POST', url, payload: profileForm(astro), headers: who.auth });

  it.each([
    // Uttara Phalguni (12) straddles Simha and Kanya: padam 1 is in Simha.
    [{ astro_star: 12, astro_padam: 1, astro_rasi: 6 }, 'Uttara Phalguni padam 1 is in Simha (Leo), not Kanya (Virgo)'],
    // Rohini (4) lies wholly in Vrishabha, whatever the padam.
    [{ astro_star: 4, astro_padam: 0, astro_rasi: 1 }, 'Rohini is in Vrishabha (Taurus), not Mesha (Aries)'],
    [{ astro_star: 5, astro_padam: 0, astro_rasi: 6 }, 'Mrigashira is in Vrishabha (Taurus) or Mithuna (Gemini)'],
  ])('refuses %o with the field named and nothing stored', async (astro, words) => {
    for (const [who, url] of [
      [owner, '/api/profilecx'],
      [admin, '/api/admin/profile'],
    ] as const) {
      const response = await create(astro, who, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors.astro_rasi, url).toContain(words);
      expect(response.json().fieldErrors.astro_rasi, url).toContain('Please correct the rasi or the padam.');
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/profilecx', headers: owner.auth });
    expect(mine.json().totalCount).toBe(0);
  });

  it.each([
    { astro_star: 12, astro_padam: 2, astro_rasi: 6 },
    { astro_star: 5, astro_padam: 0, astro_rasi: 2 },
    { astro_star: 5, astro_padam: 0, astro_rasi: 3 },
    { astro_star: 4, astro_padam: 0, astro_rasi: 0 },
    { astro_star: 0, astro_padam: 0, astro_rasi: 7 },
  ])('takes %o, which fits or leaves a part out', async (astro) => {
    const response = await create(astro, admin, '/api/admin/profile');
    expect(response.statusCode, response.body).toBe(201);
  });
});
