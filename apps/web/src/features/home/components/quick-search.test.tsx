import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/test/render';

import { QuickSearch } from './quick-search';

describe('QuickSearch', () => {
  it('is a labelled search form: Looking for, the ages and religion each have a name', async () => {
    renderScreen(<QuickSearch />);
    const form = screen.getByRole('search', { name: 'Start your search' });
    const lookingFor = within(form).getByRole('group', { name: 'Looking for' });
    expect(within(lookingFor).getByRole('radio', { name: 'Bride' })).not.toBeChecked();
    expect(within(lookingFor).getByRole('radio', { name: 'Groom' })).not.toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Age from' })).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByRole('textbox', { name: 'Age to' })).toHaveAttribute('placeholder', '70');
    const religion = within(form).getByRole('combobox', { name: 'Religion' });
    expect(within(religion).getByRole('option', { name: 'Any religion' })).toBeInTheDocument();
    // The religions arrive just after the first screen, with their labels.
    expect(await within(religion).findByRole('option', { name: 'Buddhist' })).toHaveValue('296');
    expect(within(religion).getAllByRole('option')).toHaveLength(8);
    expect(within(form).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('opens Profile Search with what was chosen, in the search form’s address', async () => {
    const user = userEvent.setup();
    renderScreen(<QuickSearch />);
    await user.click(screen.getByRole('radio', { name: 'Bride' }));
    // Only digits, at most two, as the search form takes them.
    await user.type(screen.getByRole('textbox', { name: 'Age from' }), '2a57');
    expect(screen.getByRole('textbox', { name: 'Age from' })).toHaveValue('25');
    await user.type(screen.getByRole('textbox', { name: 'Age to' }), '32');
    await screen.findByRole('option', { name: 'Buddhist' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Religion' }), 'Buddhist');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?sx=2&re=296&af=25&at=32');
  });

  it('reads ages given the wrong way round the right way, and with nothing chosen opens the plain search', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<QuickSearch />);
    await user.click(screen.getByRole('radio', { name: 'Groom' }));
    await user.type(screen.getByRole('textbox', { name: 'Age from' }), '40');
    await user.type(screen.getByRole('textbox', { name: 'Age to' }), '30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?sx=1&af=30&at=40');
    unmount();

    renderScreen(<QuickSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/profile/search');
  });
});
