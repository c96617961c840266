import { API_BASE, IDENTITY_BASE } from '@vivaha/shared/constants';

import { pageLanguage } from './language';
import { session } from './session';

const apiBase = import.meta.env.VITE_API_BASE ?? API_BASE;
const identityBase = import.meta.env.VITE_IDENTITY_BASE ?? IDENTITY_BASE;

/** A call the server answered with an error status. */
export class HttpError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    const fieldErrors = (body as { fieldErrors?: unknown } | null)?.fieldErrors;
    this.fieldErrors = fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
  }
}

/** Whether a call failed because what it asked for is not there (404). */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The server could not be reached, or did not answer in JSON. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered, but not in the shape its schema gives (`packages/shared`). */
export class AnswerError extends Error {
  constructor(cause: unknown) {
    super("The server's answer could not be read.", { cause });
    this.name = 'AnswerError';
  }
}

/** What reads an answer: a shared zod schema, or one still loading beside the call. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}
type Reader<T> = AnswerSchema<T> | Promise<AnswerSchema<T>>;

/** For a call whose answer nothing reads (Logout): whatever came back is dropped. */
export const ignoredAnswer: AnswerSchema<void> = { parse: () => undefined };

/** The full address of a product API call. */
export const apiUrl = (path: string) => `${apiBase}/${path.replace(/^\//, '')}`;

/**
 * Where calls go: the browser's fetch to this page's origin, or on the server, while it renders a
 * page, the server itself (entry-server.tsx).
 */
let send: typeof fetch = (input, init) => fetch(input, init);
let origin = () => window.location.origin;
export function sendCallsWith(transport: typeof fetch, base: string) {
  send = transport;
  origin = () => base;
}

/** Called when the server refuses this session's token (the session is already ended). */
let onSessionEnded: (message: string) => void = () => {};
export function setSessionEndedHandler(handler: (message: string) => void) {
  onSessionEnded = handler;
}

/** A refused token ends the session, whichever call found out. */
export function endRefusedSession(token: string | undefined, message: string) {
  if (!token || session.token() !== token) return;
  session.signOut();
  onSessionEnded(message);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Lets the call finish while the page is left (the language switch loads a new page). */
  keepalive?: boolean;
}

/** The server's own words in an error answer (`message`, or an identity call's `returnText`), if any. */
export function serverWords(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { message, returnText } = body as { message?: unknown; returnText?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof returnText === 'string' && returnText) return returnText;
  }
  return undefined;
}

const errorMessage = (body: unknown, status: number) => serverWords(body) ?? `Request failed (${status})`;

async function request<T>(base: string, path: string, reader: Reader<T>, options: RequestOptions = {}): Promise<T> {
  // A schema loading beside the call may fail after the call did; that failure is reported below.
  if (reader instanceof Promise) reader.catch(() => {});
  const url = new URL(`${base}/${path.replace(/^\//, '')}`, origin());
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  // The server answers messages and coded labels in the page's language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLanguage };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await send(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  let body: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new NetworkError(error);
    }
  }
  if (!response.ok) {
    const error = new HttpError(response.status, errorMessage(body, response.status), body);
    if (response.status === 401) endRefusedSession(token, error.message);
    throw error;
  }
  let schema: AnswerSchema<T>;
  try {
    schema = await reader;
  } catch (error) {
    throw new NetworkError(error);
  }
  try {
    return schema.parse(body);
  } catch (error) {
    throw new AnswerError(error);
  }
}

/**
 * Calls of the product API (`/api/...`). Every answer is read through its schema: the public pages
 * pass `import(...)` of theirs, so zod loads beside their first answer, not in the first download.
 */
export const api = <T>(path: string, reader: Reader<T>, options?: RequestOptions) =>
  request(apiBase, path, reader, options);

/** Calls of the identity service (`/identity/...`), read through their schemas like `api`. */
export const identity = <T>(path: string, reader: Reader<T>, options?: RequestOptions) =>
  request(identityBase, path, reader, options);
