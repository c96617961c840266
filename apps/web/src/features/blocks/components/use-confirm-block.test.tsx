import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { calls, json, renderScreen } from '@/test/render';

import { useConfirmBlock } from './use-confirm-block';

const { fire } = vi.hoisted(() => ({ fire: vi.fn() }));
vi.mock('sweetalert2', () => ({ default: { fire } }));

/** A screen with one Block button, showing what the block resolved to. */
function BlockButton() {
  const block = useConfirmBlock();
  const [result, setResult] = useState('');
  return (
    <>
      <button type="button" onClick={() => void block(12, 'Ruwan Silva').then((done) => setResult(String(done)))}>
        Block
      </button>
      <output data-testid="result">{result}</output>
    </>
  );
}

describe('useConfirmBlock', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockResolvedValue(
      json({ success: true, message: 'Blocked. Your profiles and theirs are now hidden from each other.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    fire.mockResolvedValue({ isConfirmed: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    fire.mockReset();
    vi.restoreAllMocks();
  });

  const click = async () => {
    const user = userEvent.setup();
    renderScreen(<BlockButton />);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
  };

  it('asks "Are you sure?" naming the member, then blocks from that profile and says so', async () => {
    await click();
    expect(
      await screen.findByText('Blocked. Your profiles and theirs are now hidden from each other.'),
    ).toBeInTheDocument();
    expect(fire.mock.calls[0]![0]).toMatchObject({
      title: 'Are you sure?',
      text: expect.stringContaining('You are about to block Ruwan Silva.'),
      confirmButtonText: 'Yes, block',
      cancelButtonText: 'Cancel',
      showCancelButton: true,
    });
    expect(calls(fetchMock).map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/blocks/12']);
    expect(screen.getByTestId('result')).toHaveTextContent('true');
  });

  it('blocks no one when the dialog is cancelled', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDismissed: true });
    await click();
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and resolves false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      json({ statusCode: 409, error: 'Conflict', message: 'You have blocked as many members as you can.' }, 409),
    );
    await click();
    expect(await screen.findByText('You have blocked as many members as you can.')).toBeInTheDocument();
    expect(screen.getByTestId('result')).toHaveTextContent('false');
  });
});
