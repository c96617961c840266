import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useRouteMeta } from './use-page-meta';

function Titled() {
  useRouteMeta();
  return null;
}

const titleAt = async (path: string) => {
  document.title = 'before';
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Titled />
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.title).not.toBe('before'));
  const title = document.title;
  unmount();
  return title;
};

describe('useRouteMeta', () => {
  // Spec section 2, Page titles: the table's entry for each kind of page, the product name for any other.
  it.each([
    ['/', 'Vivaha - Free Sri Lankan Marriage Proposals'],
    ['/contact', 'Contact Us - Vivaha'],
    ['/faq', 'Frequently Asked Questions - Vivaha'],
    ['/terms', 'Terms and Conditions - Vivaha'],
    ['/privacy', 'Privacy Policy - Vivaha'],
    ['/about', 'About Us - Vivaha'],
    ['/profile/search', 'Search Brides and Grooms - Vivaha'],
    ['/login', 'Login - Vivaha'],
    ['/reset', 'Reset Password - Vivaha'],
    ['/changeemail', 'Vivaha'],
    ['/dashboard', 'My Account - Vivaha'],
    ['/MyApprovals', 'My Account - Vivaha'],
    ['/Profiles/edit/5', 'My Account - Vivaha'],
    ['/admin/profile/', 'My Account - Vivaha'],
    ['/no/such/page', 'Page Not Found - Vivaha'],
  ])('titles %s "%s"', async (path, title) => {
    expect(await titleAt(path)).toBe(title);
  });

  it.each([
    ['/profile/42_Kumari', 'Kumari Profile - Vivaha'],
    ['/brides', 'Brides - Vivaha'],
    ['/Matrimonial-Ethnicity/1/Sinhalese/Bride', 'Sinhalese Brides - Vivaha'],
  ])('leaves %s to title itself from what it shows', async (path, title) => {
    document.title = title;
    render(
      <MemoryRouter initialEntries={[path]}>
        <Titled />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe(title);
  });
});

describe('useRouteMeta on a Sinhala page', () => {
  it('titles the homepage in Sinhala from the shared page-title words', async () => {
    const { default: i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('si');
    try {
      await i18n.loadNamespaces(['common', 'meta']);
      expect(await titleAt('/')).toBe('Vivaha - නොමිලේ ශ්‍රී ලාංකික මංගල යෝජනා');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
