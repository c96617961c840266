import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { conflict } from '@/test/error-answers';
import { pressOn } from '@/test/press-on';
import { calls, json, stubbedFetch } from '@/test/render';
import { answeredDialogs, cancelled, expectAreYouSure, fire } from '@/test/sweetalert';

import { useConfirmBlock } from './use-confirm-block';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

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
  const fetchMock = stubbedFetch(() =>
    json({ success: true, message: 'Blocked. Your profiles and theirs are now hidden from each other.' }),
  );
  answeredDialogs();

  const click = async () => {
    await pressOn(<BlockButton />, 'Block');
  };

  it('asks "Are you sure?" naming the member, then blocks from that profile and says so', async () => {
    await click();
    expect(
      await screen.findByText('Blocked. Your profiles and theirs are now hidden from each other.'),
    ).toBeInTheDocument();
    expectAreYouSure({
      text: expect.stringContaining('You are about to block Ruwan Silva.'),
      confirmButtonText: 'Yes, block',
      cancelButtonText: 'Cancel',
    });
    expect(calls(fetchMock).map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/blocks/12']);
    expect(screen.getByTestId('result')).toHaveTextContent('true');
  });

  it('blocks no one when the dialog is cancelled', async () => {
    fire.mockResolvedValue(cancelled);
    await click();
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and resolves false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(conflict('You have blocked as many members as you can.'));
    await click();
    expect(await screen.findByText('You have blocked as many members as you can.')).toBeInTheDocument();
    expect(screen.getByTestId('result')).toHaveTextContent('false');
  });
});
