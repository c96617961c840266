import { json } from './render';

/** The server's 400 answer: its message, and the message under each field it refuses. */
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  json({ statusCode: 400, error: 'Bad Request', message, ...(fieldErrors && { fieldErrors }) }, 400);

/** The server's 404 answer with its message. */
export const notFound = (message: string) => json({ statusCode: 404, error: 'Not Found', message }, 404);

/** The server's 409 answer with its message (a request already answered, a limit reached). */
export const conflict = (message: string) => json({ statusCode: 409, error: 'Conflict', message }, 409);
