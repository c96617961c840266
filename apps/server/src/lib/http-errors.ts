/** An error a route can throw to answer a client in the API error shape (DESIGN.md). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
