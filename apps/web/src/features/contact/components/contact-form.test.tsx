import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { badRequest } from '@/test/error-answers';
import { renderScreen, stubbedFetch } from '@/test/render';

import { ContactForm } from './contact-form';

const check = vi.hoisted(() => ({
  ready: true,
  token: 'token-from-check',
  // Loading never ends unless a test says otherwise: readiness then comes only from `check.ready`.
  load: (): Promise<void> => new Promise<void>(() => {}),
}));
vi.mock('@/lib/botcheck', () => ({
  botCheck: { load: () => check.load(), isReady: () => check.ready, getToken: async () => check.token },
}));

const renderForm = () => renderScreen(<ContactForm />);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Kumari');
  await user.type(screen.getByLabelText('Email'), 'kumari@example.lk');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Other Issues');
  await user.type(screen.getByLabelText('Message'), 'Hello team');
}

/** Draws the form, fills every field as a visitor would and presses Send Message. */
async function sendFilled() {
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => {
    check.ready = true;
    check.token = 'token-from-check';
    check.load = () => new Promise<void>(() => {});
  });

  it('drawn on the server, cannot be sent until the app has taken the page over', async () => {
    // The browser would send the form itself, putting the message in the address bar.
    const client = new QueryClient();
    const page = (
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    expect(within(container).getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await act(async () => void hydrateRoot(container, page));
    expect(within(container).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    container.remove();
  });

  it('waits for a check still loading, then sends: a quick press is not refused', async () => {
    check.ready = false;
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, msg: 'Message sent successfully!' })));
    let finishLoading = () => {};
    check.load = () =>
      new Promise<void>((resolve) => {
        finishLoading = () => {
          check.ready = true;
          resolve();
        };
      });
    await sendFilled();
    expect(fetchMock).not.toHaveBeenCalled();
    finishLoading();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('says the security check is not ready, and sends nothing, when it cannot load', async () => {
    check.ready = false;
    check.load = () => Promise.reject(new Error('offline'));
    await sendFilled();
    expect(await screen.findByText('The security check is not ready yet. Please try again.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the security check failed, and sends nothing, when it gives no token', async () => {
    check.token = '';
    await sendFilled();
    expect(await screen.findByText('The security check failed. Please try again.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Kumari');
  });

  it('shows the spec’s message under each empty field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a subject')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the field holding a character that cannot be saved, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText('Message'));
    await user.paste(' and \ud800');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message contains a character that cannot be saved.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the form with the bot-check token, says so and empties the form', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, msg: 'Message sent successfully!' })));
    await sendFilled();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    // Said under the form too, with where the confirmation went, after the toast has gone.
    expect(
      screen.getByText(
        'Thank you: your message reached the team. We sent a confirmation to kumari@example.lk; the answer will come to that address.',
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/contact$/);
    expect(JSON.parse(init.body)).toEqual({
      name: 'Kumari',
      email: 'kumari@example.lk',
      subject: 'Other Issues',
      message: 'Hello team',
      captchaToken: 'token-from-check',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('keeps what was typed and shows the server’s reason when it refuses', async () => {
    fetchMock.mockResolvedValue(badRequest('email: Email is invalid', { email: 'Email is invalid' }));
    await sendFilled();
    expect(await screen.findByText('Failed to send message: email: Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello team');
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await sendFilled();
    expect(await screen.findByText('An error occurred while sending your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kumari');
  });
});
