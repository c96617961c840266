import { describe, expect, it } from 'vitest';

import { fillTemplate, routeMetaKey } from './routes.ts';

describe('routeMetaKey', () => {
  it.each([
    ['/', 'homepage'],
    ['/faq', 'faq'],
    ['/FAQ', 'faq'],
    ['/contact/', 'contact'],
    ['/profile/search', 'search'],
    ['/profile/123_Nimal_Perera', 'profile'],
    ['/grooms', 'search'],
    ['/Matrimonial-Religion/296/Buddhist/Bride', 'search'],
    ['/matrimonial-country/129/Sri_Lanka/grooms', 'search'],
    ['/MyRequests', 'loggedIn'],
    ['/myrequests', 'loggedIn'],
    ['/profiles/edit/4', 'loggedIn'],
    ['/reset', 'resetpassword'],
  ])('knows %s as %s', (path, key) => {
    expect(routeMetaKey(path)).toBe(key);
  });

  it.each(['/nothing', '/profile', '/profile/search/extra', '/Matrimonial-Caste/1/x/Groom', '/faq.html', '/api'])(
    'does not know %s',
    (path) => {
      expect(routeMetaKey(path)).toBeUndefined();
    },
  );
});

describe('fillTemplate', () => {
  it('fills known placeholders and empties unknown ones', () => {
    expect(fillTemplate('{{name}} - {{site}}{{missing}}', { name: 'Nimali', site: 'Vivaha' })).toBe('Nimali - Vivaha');
  });
});
