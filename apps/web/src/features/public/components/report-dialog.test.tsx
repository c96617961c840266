import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { privacyMessages, REPORT_REASONS } from '@vivaha/shared/privacy';

import { json, renderScreen, stubbedFetch } from '@/test/render';

import ReportDialog from './report-dialog';

const check = vi.hoisted(() => ({ ready: true, token: 'token-from-check', loads: true }));
vi.mock('@/lib/botcheck', () => ({
  botCheck: {
    // Loading never ends, or fails at once when the check cannot be had.
    load: () => (check.loads ? new Promise<void>(() => {}) : Promise.reject(new Error('offline'))),
    isReady: () => check.ready,
    getToken: async () => check.token,
  },
}));

describe('ReportDialog', () => {
  const fetchMock = stubbedFetch(() =>
    json({ success: true, message: 'Thank you. The team will look at this profile.' }),
  );
  const onClose = vi.fn();
  afterEach(() => {
    onClose.mockReset();
    check.ready = true;
    check.token = 'token-from-check';
  });

  const open = async () => {
    const user = userEvent.setup();
    renderScreen(<ReportDialog profileId={42} name="Kumari" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    return { user, dialog };
  };
  const sent = () => fetchMock.mock.calls.map(([url, init]) => [new URL(String(url)).pathname, JSON.parse(init.body)]);

  it('offers the reasons in the shared order and words, and counts the characters left', async () => {
    const { user, dialog } = await open();
    const reasons = within(within(dialog).getByRole('group', { name: 'Why are you reporting it?' })).getAllByRole(
      'radio',
    );
    expect(reasons.map((radio) => radio.getAttribute('value'))).toEqual(REPORT_REASONS.map((reason) => reason.id));
    for (const reason of REPORT_REASONS) {
      expect(within(dialog).getByRole('radio', { name: reason.label })).toHaveAttribute('value', reason.id);
    }
    expect(within(dialog).getByText('1000 characters left')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Hello');
    expect(within(dialog).getByText('995 characters left')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('maxlength', '1000');
  });

  it('sends the reason, the words and the bot-check token, then thanks and closes', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Asked for money' }));
    await user.type(within(dialog).getByRole('textbox'), '  Asked my father for a deposit.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The team will look at this profile.')).toBeInTheDocument();
    expect(sent()).toEqual([
      [
        '/api/pp/report/42',
        { reason: 'money', text: 'Asked my father for a deposit.', captchaToken: 'token-from-check' },
      ],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends no text when none is given for a reason that does not need it', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()[0]![1]).toEqual({ reason: 'fake', captchaToken: 'token-from-check' });
  });

  it('refuses Other without words before sending anything', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).getByLabelText('Tell the team what is wrong')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(privacyMessages.reportTextRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a reason before sending anything', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(privacyMessages.reasonRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "already reported" in the dialog and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'You have already reported this profile. The team will look at it.',
        },
        409,
      ),
    );
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Already married' }));
    await user.type(within(dialog).getByRole('textbox'), 'Her wedding was last year.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this profile. The team will look at it.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Her wedding was last year.');
    expect(within(dialog).getByRole('radio', { name: 'Already married' })).toBeChecked();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s words for too many reports and for a refused field', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ statusCode: 429, error: 'Too Many Requests', message: 'You have sent many reports today.' }, 429),
    );
    fetchMock.mockResolvedValueOnce(
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please check the form.',
          fieldErrors: { text: privacyMessages.reportTextTooLong },
        },
        400,
      ),
    );
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive content' }));
    await user.type(within(dialog).getByRole('textbox'), 'Rude words');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent many reports today.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the form.'));
    expect(within(dialog).getByText(privacyMessages.reportTextTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Rude words');
  });

  it('sends nothing when the security check cannot be had', async () => {
    check.ready = false;
    check.loads = false;
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('The security check is not ready yet. Please try again.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    check.loads = true;
  });

  it('says so in the dialog when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report could not be sent. Please check your connection and try again.',
    );
    vi.restoreAllMocks();
  });
});
