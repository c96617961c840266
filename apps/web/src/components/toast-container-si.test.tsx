import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { renderWithWords } from '@/test/render-with-words';

import { AppToasts } from './toast-container';

// A Sinhala page.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

describe('the toasts on a Sinhala page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('si');
    await i18n.loadNamespaces('common');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('name themselves, their close button and their timer in Sinhala for a screen reader', async () => {
    renderWithWords(<AppToasts />);
    toast.success('ඡායාරූපය උඩුගත කරන ලදී.');
    await screen.findByText('ඡායාරූපය උඩුගත කරන ලදී.');
    expect(screen.getByRole('region', { name: 'දැනුම්දීම්' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'වසන්න' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.Toastify__progress-bar')).toHaveAttribute('aria-label', 'පණිවිඩය වැසීමට ඇති කාලය'),
    );
    expect(document.body.innerHTML).not.toMatch(/Notifications|notification timer|aria-label="close"/);
  });
});
