import { expect, test, type Page } from '@playwright/test';

/**
 * What a laptop's screen shows of the header and the latest columns in Sinhala and Tamil, whose
 * words are longer than English ones: a word broken over two lines (counted by its lines against
 * its words, a slash or hyphen counting as a break), or a badge reaching past its card.
 */
function brokenWords(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'header .nav-link, header .btn, .latest-facts dd, .latest-entry__name, .verified-badge',
      ),
    ]
      .filter((element) => (element as HTMLElement).offsetParent && element.textContent!.trim())
      .flatMap((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const words = element.textContent!.trim().split(/[\s/-]+/).length;
        const box = element.getBoundingClientRect();
        const card = (element.closest('.latest-entry') ??
          document.querySelector('.site-header'))!.getBoundingClientRect();
        const outside = box.right > card.right + 1 || box.left < card.left - 1;
        return lines > words || outside ? [`${element.textContent!.trim()}${outside ? ' (past its card)' : ''}`] : [];
      }),
  );
}

for (const language of ['ta', 'si'] as const) {
  for (const width of [1280, 1366, 1440]) {
    test(`the header and the latest columns in ${language === 'ta' ? 'Tamil' : 'Sinhala'} at ${width} px break only between words`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/profile/search?sx=2`);
      await expect(page.locator('.latest-entry').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await brokenWords(page)).toEqual([]);
      // The links stand in the header only where they fit on one line; below, they are in the menu.
      await expect(page.locator('.navbar-toggler')).toBeVisible({ visible: width < 1400 });
    });
  }
}
