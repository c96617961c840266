import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let ready = false;
vi.mock('./botcheck', () => ({
  botCheck: { load: vi.fn(), isReady: () => ready, getToken: async () => (ready ? 'token' : '') },
}));

const { useBotCheck } = await import('./use-bot-check');

describe('useBotCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ready = false;
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
});
