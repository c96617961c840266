/**
 * npm run fonts:names
 *
 * Writes the two tiny fonts the language switch needs on every page: "සිංහල" in Noto Sans
 * Sinhala and "தமிழ்" in Noto Sans Tamil, only those letters (about 2 KB each), so the switch
 * reads right on a page in any language without downloading a whole font. Run again after
 * changing the names in `packages/shared/src/languages.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';

import subsetFont from 'subset-font';

import { languageNames } from '@vivaha/shared/languages';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/src/styles/fonts');
const fonts = [
  ['si', '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2'],
  ['ta', '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2'],
] as const;

for (const [language, file] of fonts) {
  const source = fs.readFileSync(path.join(root, 'node_modules', file));
  const subset = await subsetFont(source, languageNames[language], { targetFormat: 'woff2' });
  const target = path.join(out, `language-name-${language}.woff2`);
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
}
