import { describe, expect, it } from 'vitest';

import { pageModules } from './page-modules';

describe('the modules a drawn page links', () => {
  it("gives a Sinhala or Tamil page its script's sheet and both its font files, an English page none", () => {
    const fonts = (modules: string[] | undefined) => (modules ?? []).filter((module) => /fonts-|\.woff2$/.test(module));
    expect(fonts(pageModules('/profile/search', 'si'))).toEqual([
      'apps/web/src/styles/fonts-si.css',
      'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
      'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2',
    ]);
    expect(fonts(pageModules('/grooms', 'ta'))).toEqual([
      'apps/web/src/styles/fonts-ta.css',
      'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
      'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2',
    ]);
    expect(pageModules('/profile/search', 'en')).toEqual(['apps/web/src/app/routes/search.tsx']);
    expect(pageModules('/grooms', 'en')).toEqual(['apps/web/src/app/routes/browse.tsx']);
  });

  it('gives nothing for a screen the server does not draw', () => {
    expect(pageModules('/dashboard', 'en')).toBeUndefined();
    expect(pageModules('/MyRequests', 'si')).toBeUndefined();
  });
});
