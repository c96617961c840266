import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let ready = false;
/** What loading the check answers: by default it never ends, so only the poll can see it ready. */
let loaded: () => Promise<void> = () => new Promise(() => {});
vi.mock('./botcheck', () => ({
  botCheck: { load: () => loaded(), isReady: () => ready, getToken: async () => (ready ? 'token' : '') },
}));

const { useBotCheck } = await import('./use-bot-check');

describe('useBotCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ready = false;
    loaded = () => new Promise(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 500 ms and turns ready once the check has loaded', () => {
    const { result } = renderHook(() => useBotCheck());
    expect(result.current.ready).toBe(false);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.ready).toBe(false);
    ready = true;
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.ready).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.ready).toBe(true);
  });

  it('turns ready the moment loading ends, without waiting for the next poll', async () => {
    loaded = async () => {
      ready = true;
    };
    const { result } = renderHook(() => useBotCheck());
    await act(async () => {});
    expect(result.current.ready).toBe(true);
  });
});
