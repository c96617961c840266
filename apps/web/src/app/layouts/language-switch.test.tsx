import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  const fetchMock = signedInWithFetch('Kasun');

  it('offers this very page in Sinhala and Tamil, and marks the language on show', async () => {
    renderScreen(<LanguageSwitch />, { route: '/profile/search?sx=2#results' });
    expect(await screen.findByRole('link', { name: 'සිංහල' })).toHaveAttribute(
      'href',
      '/si/profile/search?sx=2#results',
    );
    expect(screen.getByRole('link', { name: 'தமிழ்' })).toHaveAttribute('href', '/ta/profile/search?sx=2#results');
    expect(screen.getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('remembers the choice, and saves it on a signed-in member’s account for their mails', async () => {
    fetchMock.mockResolvedValue(json({ returnCode: 1, returnText: 'Your language is saved.' }));
    renderScreen(<LanguageSwitch />, { route: '/faq' });
    const tamil = await screen.findByRole('link', { name: 'தமிழ்' });
    tamil.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(tamil);
    expect(document.cookie).toContain('vivaha_lang=ta');
    const [saved] = calls(fetchMock);
    expect(saved?.url.pathname).toBe('/identity/language');
    expect(saved?.method).toBe('PUT');
    expect(saved?.json).toEqual({ language: 'ta' });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).keepalive).toBe(true);
  });
});
