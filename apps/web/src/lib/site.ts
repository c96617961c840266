/** Settings the server writes into the page as meta tags (see the server's page.ts). */
function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

export const site = {
  name: metaContent('application-name') ?? 'Vivaha',
  captchaProvider: (metaContent('captcha-provider') ?? 'altcha') as CaptchaProvider,
  recaptchaSiteKey: metaContent('recaptcha-site-key'),
};
