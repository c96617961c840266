import { describe, expect, it, vi } from 'vitest';

import { signs, stars } from './astro-section';

// A Sinhala page.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

describe('the profile form’s lists on a Sinhala page', () => {
  it('names each star and rasi in Sinhala first, with the Tamil name beside it, and no English', () => {
    expect(stars.find((star) => star.value === 9)?.label).toBe('අස්ලිස (ஆயில்யம்)');
    expect(signs.find((sign) => sign.value === 1)?.label).toBe('මේෂ (மேஷம்)');
    for (const { label } of [...stars, ...signs]) expect(label).not.toMatch(/[A-Za-z]/);
  });
});
