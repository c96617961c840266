/** Settings the server writes into the page as meta tags (see the server's page.ts). */
function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

/** The page's settings; on the server (no page yet) the server hands them over with `configureSite`. */
export const site: {
  name: string;
  captchaProvider: CaptchaProvider;
  recaptchaSiteKey: string | undefined;
  /** Who the volunteer team is, in the team's words (TEAM_ABOUT); '' when not set. */
  teamAbout: string;
  /** Who is responsible for members' details (DATA_CONTROLLER...); '' for what is not set. */
  dataController: { name: string; address: string; email: string };
} = {
  name: metaContent('application-name') ?? 'Vivaha',
  captchaProvider: (metaContent('captcha-provider') ?? 'altcha') as CaptchaProvider,
  recaptchaSiteKey: metaContent('recaptcha-site-key'),
  teamAbout: metaContent('team-about') ?? '',
  dataController: {
    name: metaContent('data-controller') ?? '',
    address: metaContent('data-controller-address') ?? '',
    email: metaContent('data-requests-email') ?? '',
  },
};

export function configureSite(settings: Partial<typeof site>) {
  Object.assign(site, settings);
}
