import { type LocalizedOption } from './option.ts';

/**
 * Rasi, the moon sign (`astro_rasi`): the 12 signs in traditional order from Mesha, with the names
 * used in Sri Lanka in Sinhala (`si`) and Tamil (`ta`).
 */
export const rasis = [
  { id: 1, label: 'Mesha (Aries)', si: 'මේෂ', ta: 'மேஷம்' },
  { id: 2, label: 'Vrishabha (Taurus)', si: 'වෘෂභ', ta: 'ரிஷபம்' },
  { id: 3, label: 'Mithuna (Gemini)', si: 'මිථුන', ta: 'மிதுனம்' },
  { id: 4, label: 'Kataka (Cancer)', si: 'කටක', ta: 'கடகம்' },
  { id: 5, label: 'Simha (Leo)', si: 'සිංහ', ta: 'சிம்மம்' },
  { id: 6, label: 'Kanya (Virgo)', si: 'කන්‍යා', ta: 'கன்னி' },
  { id: 7, label: 'Thula (Libra)', si: 'තුලා', ta: 'துலாம்' },
  { id: 8, label: 'Vrischika (Scorpio)', si: 'වෘශ්චික', ta: 'விருச்சிகம்' },
  { id: 9, label: 'Dhanu (Sagittarius)', si: 'ධනු', ta: 'தனுசு' },
  { id: 10, label: 'Makara (Capricorn)', si: 'මකර', ta: 'மகரம்' },
  { id: 11, label: 'Kumbha (Aquarius)', si: 'කුම්භ', ta: 'கும்பம்' },
  { id: 12, label: 'Meena (Pisces)', si: 'මීන', ta: 'மீனம்' },
] as const satisfies readonly LocalizedOption[];
