import { test } from '@playwright/test';

import { journey } from './languages.ts';

for (const language of ['si', 'ta'] as const) {
  test(`a family uses the site in ${language === 'si' ? 'Sinhala' : 'Tamil'} on a phone`, async ({
    page,
  }, testInfo) => {
    await journey(page, testInfo, language, true);
  });
}
