import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Query parameters that carry a secret: link tokens, one-time codes, photo signatures. */
const SECRET_PARAMS = new Set(['token', 'code', 'otp', 'password', 's', 'sig', 'signature']);
/** Pages whose whole query string is a secret (the mailed confirm-email link). */
const SECRET_QUERY_PATHS = new Set(['/confirmemail']);
const REDACTED = '[redacted]';

/** A request address as it may be logged: secrets in its query string replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (SECRET_QUERY_PATHS.has(path.toLowerCase())) return `${path}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
}

/** A database error's message names the query's parameters (addresses, hashes): drop them. */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, `\nparams: ${REDACTED}`);

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's log settings: requests are logged by method, redacted address and client, never
 * with their bodies or credentials; errors without their query parameters.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        serialized.message = withoutParams(serialized.message);
        if (serialized.stack) serialized.stack = withoutParams(serialized.stack);
        delete (serialized as { params?: unknown }).params;
        return serialized;
      },
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
