import { expect, test, type Page } from '@playwright/test';

/**
 * The labels and words the site writes that a 390 px screen breaks inside a word: a line break
 * in a word (counted by its lines against its words), such as "உருவாக்கியவ" / "ர்".
 */
function splitWords(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main dt, main th, main label, main h1, main h2, main h3')]
      .filter((element) => element.children.length === 0 && element.textContent!.trim())
      .flatMap((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const words = element.textContent!.trim().split(/\s+/).length;
        return lines > words ? [element.textContent!.trim()] : [];
      }),
  );
}

for (const language of ['ta', 'si'] as const) {
  test(`a profile's labels in ${language === 'ta' ? 'Tamil' : 'Sinhala'} break only between words on a phone`, async ({
    page,
  }) => {
    const latest = await (await page.request.get('/api/pp/latest?sx=2')).json();
    const { profileURL } = JSON.parse(latest.items[0].searchResults) as { profileURL: string };
    await page.goto(`/${language}${profileURL}`);
    await expect(page.locator('#view-more')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    expect(await splitWords(page)).toEqual([]);
  });
}
