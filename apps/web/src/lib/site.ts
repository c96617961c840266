/** Settings the server writes into the page as meta tags (see the server's page.ts). */
function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

/** The page's settings; on the server (no page yet) the server hands them over with `configureSite`. */
export const site: { name: string; captchaProvider: CaptchaProvider; recaptchaSiteKey: string | undefined } = {
  name: metaContent('application-name') ?? 'Vivaha',
  captchaProvider: (metaContent('captcha-provider') ?? 'altcha') as CaptchaProvider,
  recaptchaSiteKey: metaContent('recaptcha-site-key'),
};

export function configureSite(settings: Partial<typeof site>) {
  Object.assign(site, settings);
}
