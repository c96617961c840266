import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ownerProfile } from '@/test/profile-fixtures';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { ProfileCreate } from '../profile-create';

type User = ReturnType<typeof userEvent.setup>;

/** The server as the form meets it: a draft (or none), draft saves, and the create call. */
function serve(
  fetchMock: ReturnType<typeof vi.fn>,
  {
    draft = null as unknown,
    message = undefined as string | undefined,
    putDraft = () => json({ success: true, updatedAt: '2026-11-23T10:15:00.000Z' }),
    create = () => json({ success: true, message: 'Profile created successfully!', profileId: 31 }, 201),
  } = {},
) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/profilecx/draft' && method === 'GET') return json({ draft, message });
    if (path === '/api/profilecx/draft' && method === 'PUT') return putDraft();
    if (path === '/api/profilecx/draft' && method === 'DELETE') return json({ success: true, message: 'Cleared.' });
    if (path === '/api/profilecx' && method === 'POST') return create();
    if (path === '/api/profilecx/31') return json(ownerProfile({ profileid: 31, name: 'Nilmini', images: [] }));
    return json({ message: 'Not found' }, 404);
  });
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Save and continue' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillBasics(user: User) {
  await user.type(screen.getByLabelText('Nick Name'), 'Nilmini');
  // A picker's choice reaches the page as an input event, as in a browser.
  fireEvent.input(screen.getByLabelText('Date of Birth'), { target: { value: '1998-04-14' } });
  await user.selectOptions(screen.getByLabelText('Marital Status'), 'Never Married');
  await user.selectOptions(screen.getByLabelText('Ethnicity'), 'Sinhalese');
  await user.selectOptions(screen.getByLabelText('Mother Tongue'), 'Sinhala');
  await user.selectOptions(screen.getByLabelText('Citizen Country'), 'Sri Lanka');
}

async function fillContact(user: User) {
  await user.type(screen.getByLabelText('Contact Name'), 'Kamala Silva');
  await user.type(screen.getByLabelText('Mobile'), '+94 77 123 4567');
  await user.type(screen.getByLabelText('Email'), 'kamala@example.lk');
}

const puts = (fetchMock: ReturnType<typeof vi.fn>) =>
  calls(fetchMock).filter((call) => call.method === 'PUT' && call.url.pathname === '/api/profilecx/draft');

describe('the guided profile form', () => {
  const fetchMock = stubbedFetch();

  const open = (route = '/profiles/new') => renderScreen(<ProfileCreate />, { route, path: '/profiles/new' });

  it('welcomes a family straight from registering once, on the step they arrive at, not on every step', async () => {
    serve(fetchMock);
    const user = userEvent.setup();
    renderScreen(<ProfileCreate />, { route: '/profiles/new', path: '/profiles/new', state: { firstProfile: true } });
    const welcome = 'Welcome to Vivaha: your account is ready and you are signed in.';
    expect(await screen.findByText(welcome)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Daughter' }));
    await next(user);
    expect(await heading('Basics')).toBeInTheDocument();
    expect(screen.queryByText(welcome)).toBeNull();
  });

  it('asks who the profile is for first, and will not go on without an answer', async () => {
    serve(fetchMock);
    const user = userEvent.setup();
    open();
    expect(await heading('Who is it for')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('Please choose who the profile is for.')).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Daughter' })).not.toBeChecked();
  });

  it('takes a family through every step, keeping each as a draft, and sends the whole profile', async () => {
    serve(fetchMock);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Daughter' }));
    await next(user);

    expect(await heading('Basics')).toBeInTheDocument();
    // "Daughter" said the gender; no birth date is suggested.
    expect(screen.queryByLabelText('Gender')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]!.json).toMatchObject({
      step: 'basics',
      profileFor: 'daughter',
      values: { createdby: 2, sex: 2, dob: '' },
    });

    // A step with an empty required field stays, saying what is missing.
    await next(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Nick Name')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();

    await fillBasics(user);
    await next(user);
    expect(await heading('Family and background')).toBeInTheDocument();
    expect(screen.getByLabelText('Caste No Bar')).toHaveAccessibleDescription(
      'Tick if caste does not matter to your family: families of every caste may then reach you.',
    );
    await user.click(screen.getByLabelText('Caste No Bar'));
    // No promise is made for the family.
    expect(screen.getByLabelText('Can Sponsor Spouse')).not.toBeChecked();
    await next(user);
    expect(await heading('Education and work')).toBeInTheDocument();
    await next(user);
    expect(await heading('Horoscope')).toBeInTheDocument();
    expect(screen.getByLabelText('Padam')).toHaveAccessibleDescription(
      'Each birth star has four quarters (padam), 1 to 4. The horoscope says which one.',
    );
    expect(screen.getByLabelText('Pavam')).toHaveAccessibleDescription(/dosha points/);
    expect(screen.getByLabelText('Chevvai dosham (Mangalik)')).toHaveAccessibleDescription(/Mars/);
    await next(user);
    expect(await heading('Contact')).toBeInTheDocument();
    await fillContact(user);
    await next(user);

    expect(await heading('Review and send')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Basics' });
    expect(review).toHaveTextContent('Nilmini');
    expect(review).toHaveTextContent('Sinhalese');
    expect(screen.getByRole('region', { name: 'Who is it for' })).toHaveTextContent('Daughter');
    expect(screen.getByRole('region', { name: 'Family and background' })).toHaveTextContent('Caste No BarYes');
    // Who may see the protected details: the spec's rule chosen, each choice explained.
    const choices = screen.getByRole('region', { name: "Who may see this profile's details" });
    for (const section of ['Photos', 'Contact details', 'Horoscope']) {
      expect(
        within(within(choices).getByRole('group', { name: section })).getByRole('radio', {
          name: 'Members with a published profile of the opposite gender (default)',
        }),
      ).toBeChecked();
    }
    expect(choices).toHaveTextContent(/only members who send a request and whom you approve/);
    await user.click(
      within(within(choices).getByRole('group', { name: 'Contact details' })).getByRole('radio', {
        name: 'Only members I approve',
      }),
    );
    // Each step was kept as the member moved on.
    expect(puts(fetchMock).map((call) => (call.json as { step: string }).step)).toEqual(
      expect.arrayContaining(['basics', 'background', 'work', 'horoscope', 'contact', 'review']),
    );

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profiles/new?step=photos&profile=31'),
    );
    const post = calls(fetchMock).find((call) => call.method === 'POST')!;
    expect(post.json).toMatchObject({
      name: 'Nilmini',
      createdby: 2,
      sex: 2,
      dob: '1998-04-14',
      castenobar: true,
      sponsor: false,
      mobile: '+94 77 123 4567',
      contactvisibility: 'approved',
    });
    expect(await heading('Photos')).toBeInTheDocument();
    expect(screen.getByText(/Nilmini's profile is saved and waits for review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish' })).toHaveAttribute('href', '/profiles');
  });

  it('goes on where the member left off, and Start again clears the draft', async () => {
    serve(fetchMock, {
      draft: {
        step: 'work',
        profileFor: 'son',
        values: { name: 'Kasun', createdby: 2, sex: 1, dob: '1995-02-01', occupation: 0 },
        updatedAt: '2026-11-22T08:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    open();
    expect(await heading('Education and work')).toBeInTheDocument();
    expect(screen.getByText(/We kept what you typed before/)).toBeInTheDocument();
    // The address names the step only once the member moves (a link taken meanwhile wins).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profiles\/new$/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Family and background')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles/new?step=background');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Basics')).toBeInTheDocument();
    expect(screen.getByLabelText('Nick Name')).toHaveValue('Kasun');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1995-02-01');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await heading('Who is it for')).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Son' })).not.toBeChecked();
  });

  it('goes back to the step of a field the server refuses, with its message and everything typed', async () => {
    serve(fetchMock, {
      draft: {
        step: 'review',
        profileFor: 'self',
        values: {
          name: 'Ruwan',
          createdby: 1,
          sex: 1,
          dob: '1993-06-30',
          martialstatus: 74,
          ethnicity: 1,
          motherTonque: 1,
          citizencountry: 129,
          contactname: 'Ruwan Perera',
          email: 'ruwan@example.lk',
          mobile: '0771234567',
        },
        updatedAt: '2026-11-22T08:00:00.000Z',
      },
      create: () =>
        json(
          { message: 'mobile: Please enter mobile number', fieldErrors: { mobile: 'Please enter mobile number' } },
          400,
        ),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await heading('Contact')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription(/Please enter mobile number/);
    expect(mobile).toHaveValue('0771234567');
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Ruwan Perera');
  });

  it('says when a draft could not be kept, and keeps what was typed on screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(fetchMock, { putDraft: () => json({ message: 'Service unavailable' }, 503) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Myself' }));
    await next(user);
    expect(await heading('Basics')).toBeInTheDocument();
    expect(await screen.findByText(/Not saved yet: check your connection/)).toBeInTheDocument();
    // Gender is asked when "Myself" does not say it.
    expect(screen.getByLabelText('Gender')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nick Name'), 'Ruwan');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText('Nick Name')).toHaveValue('Ruwan');
    logged.mockRestore();
  });

  it('says at once when the member cannot create another profile, before anything is typed', async () => {
    const limit =
      'You can keep up to 3 profiles. To ask for more, write to us through Contact Us with the subject "Increase my allowed profile limit".';
    serve(fetchMock, { message: limit });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('link', { name: 'Back to My Profiles' })).toHaveAttribute('href', '/profiles');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
