import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { emptyFilters, type SearchFilters } from '@/lib/search-query';
import { badRequest, conflict } from '@/test/error-answers';
import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { nameError, saveName } from '../test/name-form';

import { SaveSearchButton } from './save-search-button';

/** Buddhist (296) Sinhalese (1) brides of 24 to 30 in Sri Lanka (129), as the search form has them. */
const filters: SearchFilters = { ...emptyFilters, sx: 2, re: 296, ec: 1, rc: 129, af: '24', at: '30' };
const limit = 'You can keep at most 10 saved searches. Delete one first.';

describe('SaveSearchButton', () => {
  describe('for a visitor', () => {
    it('shows nothing', async () => {
      renderScreen(<SaveSearchButton filters={filters} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('for a member', () => {
    const fetchMock = signedInWithFetch();
    const posts = () => calls(fetchMock).filter((call) => call.method === 'POST');

    const open = async () => {
      const user = await pressOn(<SaveSearchButton filters={filters} />, 'Save this search');
      return { user, field: screen.getByRole('textbox', { name: 'Name' }) };
    };

    it('saves the search under a name made from its filters, and links to My Saved Searches', async () => {
      fetchMock.mockResolvedValue(json({ success: true, message: 'Search saved.', id: 5 }, 201));
      const { user, field } = await open();
      expect(field).toHaveFocus();
      expect(field).toHaveValue('Brides · 24–30 · Buddhist · Sinhalese · Sri Lanka');
      expect(screen.getByRole('button', { name: 'Save this search' })).toHaveAttribute('aria-expanded', 'true');
      await saveName(user, field, 'Brides near home');

      expect(await screen.findByText('Search saved.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See it in My Saved Searches' })).toHaveAttribute(
        'href',
        '/MySavedSearches',
      );
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(posts().map((call) => ({ path: call.url.pathname, body: call.json }))).toEqual([
        { path: '/api/savedsearches', body: { name: 'Brides near home', filters } },
      ]);
    });

    it('shows the limit in the form and keeps the typed name', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fetchMock.mockResolvedValue(conflict(limit));
      const { user, field } = await open();
      await saveName(user, field, 'One more');

      expect(await screen.findByRole('alert')).toHaveTextContent(limit);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('One more');
      expect(screen.queryByRole('link', { name: 'See it in My Saved Searches' })).toBeNull();
    });

    it('shows the server’s reason beside the name when the name is refused', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fetchMock.mockResolvedValue(badRequest(nameError, { name: nameError }));
      const { user, field } = await open();
      await saveName(user, field, '  ');

      expect(await screen.findByText(nameError)).toBeInTheDocument();
      expect(field).toHaveValue('  ');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(nameError));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('closes with Escape, back on its button, without saving', async () => {
      const { user } = await open();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox')).toBeNull();
      const button = screen.getByRole('button', { name: 'Save this search' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(button).toHaveFocus());
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
