/**
 * The bot check, ready at once and always with a token, for a form's tests that are not about it:
 * `vi.mock('@/lib/botcheck', () => import('@/test/botcheck'))`.
 */
export const botCheck = { load: async () => {}, isReady: () => true, getToken: async () => 'bot-token' };
