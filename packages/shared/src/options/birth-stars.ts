import { type LocalizedOption } from './option.ts';

/**
 * Birth star, the nakshatra (`astro_star`): the 27 stars in traditional order from Ashwini, with
 * the names used in Sri Lanka in Sinhala (`si`) and Tamil (`ta`).
 */
export const birthStars = [
  { id: 1, label: 'Ashwini', si: 'අස්විද', ta: 'அசுவினி' },
  { id: 2, label: 'Bharani', si: 'බෙරණ', ta: 'பரணி' },
  { id: 3, label: 'Krittika', si: 'කැති', ta: 'கார்த்திகை' },
  { id: 4, label: 'Rohini', si: 'රෙහෙණ', ta: 'ரோகிணி' },
  { id: 5, label: 'Mrigashira', si: 'මුවසිරස', ta: 'மிருகசீரிடம்' },
  { id: 6, label: 'Ardra', si: 'අද', ta: 'திருவாதிரை' },
  { id: 7, label: 'Punarvasu', si: 'පුනාවස', ta: 'புனர்பூசம்' },
  { id: 8, label: 'Pushya', si: 'පුෂ', ta: 'பூசம்' },
  { id: 9, label: 'Ashlesha', si: 'අස්ලිස', ta: 'ஆயில்யம்' },
  { id: 10, label: 'Magha', si: 'මා', ta: 'மகம்' },
  { id: 11, label: 'Purva Phalguni', si: 'පුවපල්', ta: 'பூரம்' },
  { id: 12, label: 'Uttara Phalguni', si: 'උත්තරපල්', ta: 'உத்திரம்' },
  { id: 13, label: 'Hasta', si: 'හත', ta: 'அஸ்தம்' },
  { id: 14, label: 'Chitra', si: 'සිත', ta: 'சித்திரை' },
  { id: 15, label: 'Swati', si: 'සා', ta: 'சுவாதி' },
  { id: 16, label: 'Vishakha', si: 'විසා', ta: 'விசாகம்' },
  { id: 17, label: 'Anuradha', si: 'අනුර', ta: 'அனுஷம்' },
  { id: 18, label: 'Jyeshtha', si: 'දෙට', ta: 'கேட்டை' },
  { id: 19, label: 'Mula', si: 'මුල', ta: 'மூலம்' },
  { id: 20, label: 'Purva Ashadha', si: 'පුවසල', ta: 'பூராடம்' },
  { id: 21, label: 'Uttara Ashadha', si: 'උත්තරසල', ta: 'உத்திராடம்' },
  { id: 22, label: 'Shravana', si: 'සුවණ', ta: 'திருவோணம்' },
  { id: 23, label: 'Dhanishta', si: 'දෙනට', ta: 'அவிட்டம்' },
  { id: 24, label: 'Shatabhisha', si: 'සියාවස', ta: 'சதயம்' },
  { id: 25, label: 'Purva Bhadrapada', si: 'පුවපුටුප', ta: 'பூரட்டாதி' },
  { id: 26, label: 'Uttara Bhadrapada', si: 'උත්තරපුටුප', ta: 'உத்திரட்டாதி' },
  { id: 27, label: 'Revati', si: 'රේවතී', ta: 'ரேவதி' },
] as const satisfies readonly LocalizedOption[];
