/** An error a route can throw to answer a client in the API error shape (DESIGN.md). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    fieldErrors?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    if (fieldErrors) this.fieldErrors = fieldErrors;
    if (headers) this.headers = headers;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please log in again.') => new HttpError(401, message);
export const forbidden = (message = 'You may not do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
