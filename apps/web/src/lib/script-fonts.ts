import { useEffect } from 'react';

import type { Language } from '@vivaha/shared/languages';

import { pageLanguage } from '@/lib/language';
import sinhalaFonts from '@/styles/fonts-si.css?url';
import tamilFonts from '@/styles/fonts-ta.css?url';

const sheets = { si: sinhalaFonts, ta: tamilFonts } as const;
export const scriptFamilies = {
  si: ['Noto Sans Sinhala', 'සිංහල'],
  ta: ['Noto Sans Tamil', 'தமிழ்'],
} as const;

/**
 * Adds a script's self-hosted font (fonts-si.css or fonts-ta.css: that script's letters only) to
 * the page, once; resolves when its stylesheet has loaded or failed. English needs none.
 */
export function addScriptFonts(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  if (document.querySelector(`link[data-script="${language}"]`)) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: sheets[language] });
  link.dataset.script = language;
  return new Promise((resolve) => {
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * For words written in other scripts than the page's (a Tamil story on an English page): adds
 * their fonts' sheets after the page is drawn (`display: swap`), so on a device with no font of
 * its own the letters take their shape as soon as the files come, not empty boxes. The page's own
 * script's faces come with the page, preloaded.
 */
export function useScriptFonts(languages: readonly Language[]) {
  const wanted = [...new Set(languages)].sort().join(',');
  useEffect(() => {
    for (const language of wanted.split(',')) {
      if ((language === 'si' || language === 'ta') && language !== pageLanguage) void addScriptFonts(language);
    }
  }, [wanted]);
}

/** The scripts (Sinhala, Tamil) whose letters a text holds: what families type is in any of them. */
export function scriptsIn(text: string): Language[] {
  const found: Language[] = [];
  if (/[\u0D80-\u0DFF]/.test(text)) found.push('si');
  if (/[\u0B80-\u0BFF]/.test(text)) found.push('ta');
  return found;
}
