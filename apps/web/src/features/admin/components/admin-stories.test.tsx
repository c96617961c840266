import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Story, storyMessages } from '@vivaha/shared/stories';

import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { fire } from '@/test/sweetalert';

import { AdminStories } from './admin-stories';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const published: Story = {
  id: 4,
  title: 'Nimali and Kasun',
  story: 'We met through Vivaha in March.',
  place: 'Kandy, 2026',
  language: 'en',
  brideFamilyConsent: 'Her mother, by phone on 2 November 2026',
  groomFamilyConsent: 'His father, by letter on 5 November 2026',
  published: true,
  publishedOn: '2026-11-06T08:00:00.000Z',
  updatedOn: '2026-11-06T08:00:00.000Z',
  updatedBy: 'team@vivaha.lk',
};
const draft: Story = {
  ...published,
  id: 3,
  title: 'කුමුදු සහ අමිල',
  language: 'si',
  groomFamilyConsent: '',
  published: false,
  publishedOn: null,
};

describe('AdminStories', () => {
  const fetchMock = stubbedFetch();
  let answer: (url: string, init?: RequestInit) => Response;
  beforeEach(() => {
    answer = () => json({ success: true, message: storyMessages.saved });
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) =>
      (init?.method ?? 'GET') === 'GET' ? json({ items: [published, draft] }) : answer(String(url), init),
    );
  });
  afterEach(() => fire.mockReset());
  const sent = () => calls(fetchMock).filter((call) => call.method !== 'GET');
  const renderList = () => renderScreen(<AdminStories />, { route: '/admin/stories', path: '/admin/stories' });
  const card = async (name: string) =>
    (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

  it('lists drafts and published stories with the consent each family gave, or that it is missing', async () => {
    renderList();
    const shown = await card('Nimali and Kasun');
    expect(within(shown).getByText('On the homepage')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Her mother, by phone on 2 November 2026');
    const waiting = await card('කුමුදු සහ අමිල');
    expect(within(waiting).getByText('Draft')).toBeInTheDocument();
    expect(within(waiting).getByText('Not yet recorded')).toBeInTheDocument();
    expect(within(waiting).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'si');
    // Only a published story can be withdrawn.
    expect(within(shown).getByRole('button', { name: 'Withdraw from the homepage' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Withdraw from the homepage' })).toBeNull();
  });

  it('refuses to publish a new story without both consents before anything is sent, naming each field', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Write a story' }));
    const form = screen.getByRole('form', { name: 'A new story' });
    await user.type(within(form).getByLabelText(/^Title/), 'Dilini and Ruwan');
    await user.type(within(form).getByLabelText('The story'), 'Our parents met through the site.');
    await user.click(within(form).getByLabelText(/^Publish on the homepage/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(storyMessages.brideConsentNeeded)).toBeInTheDocument();
    expect(within(form).getByText(storyMessages.groomConsentNeeded)).toBeInTheDocument();
    expect(within(form).getByLabelText("Bride's family's consent")).toHaveFocus();
    expect(sent()).toEqual([]);

    await user.type(within(form).getByLabelText("Bride's family's consent"), 'Her aunt, in person');
    await user.type(within(form).getByLabelText("Groom's family's consent"), 'His mother, by e-mail');
    answer = () => json({ success: true, message: storyMessages.published, id: 9 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      method: 'POST',
      json: {
        title: 'Dilini and Ruwan',
        story: 'Our parents met through the site.',
        place: '',
        language: 'en',
        brideFamilyConsent: 'Her aunt, in person',
        groomFamilyConsent: 'His mother, by e-mail',
        published: true,
      },
    });
    expect(sent()[0]!.url.pathname).toBe('/api/admin/stories');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'A new story' })).toBeNull());
  });

  it("keeps the form and shows the server's field message when it refuses", async () => {
    const user = userEvent.setup();
    answer = () => json({ message: storyMessages.title, fieldErrors: { title: storyMessages.title } }, 400);
    renderList();
    await user.click(within(await card('Nimali and Kasun')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Change "Nimali and Kasun"' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(storyMessages.title)).toBeInTheDocument();
    expect(sent()[0]).toMatchObject({ method: 'PUT' });
    expect(sent()[0]!.url.pathname).toBe('/api/admin/stories/4');
  });

  it('withdraws a published story after asking, keeping its words and consent as a draft', async () => {
    const user = userEvent.setup();
    fire.mockResolvedValueOnce({ isConfirmed: false }).mockResolvedValueOnce({ isConfirmed: true });
    renderList();
    const shown = await card('Nimali and Kasun');
    await user.click(within(shown).getByRole('button', { name: 'Withdraw from the homepage' }));
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([]);
    await user.click(within(shown).getByRole('button', { name: 'Withdraw from the homepage' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      method: 'PUT',
      json: {
        title: 'Nimali and Kasun',
        story: published.story,
        place: 'Kandy, 2026',
        language: 'en',
        brideFamilyConsent: published.brideFamilyConsent,
        groomFamilyConsent: published.groomFamilyConsent,
        published: false,
      },
    });
  });

  it('deletes a story only after the team confirms', async () => {
    const user = userEvent.setup();
    fire.mockResolvedValue({ isConfirmed: true });
    answer = () => json({ success: true, message: storyMessages.deleted });
    renderList();
    await user.click(within(await card('කුමුදු සහ අමිල')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ method: 'DELETE' });
    expect(sent()[0]!.url.pathname).toBe('/api/admin/stories/3');
    expect(fire.mock.calls[0]![0]).toMatchObject({ text: 'Delete "කුමුදු සහ අමිල" for good, with its record of consent?' });
  });
});
