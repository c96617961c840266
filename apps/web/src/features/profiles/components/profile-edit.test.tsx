import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { notFound } from '@/test/error-answers';
import { ownerProfile } from '@/test/profile-fixtures';
import { expectEditFormLoaded } from '@/test/profile-form-filling';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { ProfileEdit } from './profile-edit';

describe('ProfileEdit', () => {
  const fetchMock = stubbedFetch();

  it('fills the form from the profile, says what cannot change, and saves with PUT', async () => {
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ success: true, message: 'Profile updated.', profileId: 5, pendingReview: false })
        : json(ownerProfile({ dob: '1990-05-17T00:00:00' })),
    );
    const user = userEvent.setup();
    renderScreen(<ProfileEdit id={5} />, { route: '/profiles/edit/5', path: '/profiles/edit/:id' });

    await expectEditFormLoaded('Edit Profile');
    expect(screen.getByLabelText('Gender')).toHaveValue('1');
    expect(screen.getByLabelText('Gender')).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Mr.');
    expect(screen.getByLabelText('Caste No Bar')).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent('Gender and date of birth cannot be changed');
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('img', { name: 'Photo 1 of Nimal' })).toHaveAttribute('src', '/media/70-thumb.jpg');
    expect(screen.getByText('Main photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make main photo 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make main photo 2' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Living City'));
    await user.type(screen.getByLabelText('Living City'), 'Colombo');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profiles$/));
    const put = calls(fetchMock).find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/profilecx/5');
    expect(JSON.parse(String(put.body))).toMatchObject({
      livingcity: 'Colombo',
      dob: '1990-05-17',
      astro_birthdaytime: '1990-05-17T06:45',
      sex: 1,
    });
  });

  it('says gender and date of birth cannot change, keeps what was typed, and sends nothing', async () => {
    fetchMock.mockImplementation(async () => json(ownerProfile()));
    const user = userEvent.setup();
    renderScreen(<ProfileEdit id={5} />, { route: '/profiles/edit/5', path: '/profiles/edit/:id' });

    await user.selectOptions(await screen.findByLabelText('Gender'), '2');
    await user.clear(screen.getByLabelText('Living City'));
    await user.type(screen.getByLabelText('Living City'), 'Jaffna');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findAllByText('Gender and date of birth cannot be changed after the profile is created.'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Living City')).toHaveValue('Jaffna');
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles/edit/5');
    expect(calls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
  });

  it('tells the owner when their changes wait for review', async () => {
    fetchMock.mockImplementation(async () => json(ownerProfile({ active: 1, pendingReview: true })));
    renderScreen(<ProfileEdit id={5} />, { route: '/profiles/edit/5', path: '/profiles/edit/:id' });
    expect(await screen.findByText(/Your latest changes are waiting for our team's review/)).toBeInTheDocument();
    // The second photo of the fixture is new: it carries its own mark.
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
  });

  it('says the profile was not found when the server answers 404', async () => {
    fetchMock.mockResolvedValue(notFound('Profile not found'));
    renderScreen(<ProfileEdit id={9} />);
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Profiles' })).toHaveAttribute('href', '/profiles');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // Spec section 8 logs a failed load only; the app also says so (docs/decisions/006-failure-messages.md).
  it('logs a failed load and says the profile could not be loaded, instead of an empty page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500));
    renderScreen(<ProfileEdit id={9} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Error loading profile. Please try again later.',
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    logged.mockRestore();
  });
});
