import fs from 'node:fs';

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

/** A log destination that never blocks the server, and what it had to leave out. */
export interface LogDestination extends DestinationStream {
  /** Lines left out because the destination failed or fell too far behind. */
  readonly dropped: number;
  /** Writes what is queued now, once, unless a write has failed (then it stays left out). */
  flushSync(): void;
}

/** How much may wait for a slow destination before new lines are left out. */
const MAX_QUEUED = 4 * 1024 * 1024;
/** After a failed write, wait this long before trying the destination again. */
const RETRY_AFTER_ERROR_MS = 1_000;

/**
 * Log lines to a file descriptor (stdout by default), written in the background. A write that
 * fails (a full disk, a closed pipe) drops its lines instead of retrying them, so a log that
 * cannot be written never stops the server; lines flow again once the destination takes them.
 *
 * Written here rather than taken from pino's own destination (sonic-boom 4.2): its flushSync,
 * which an exit must call to keep the last lines, retries a write that failed with anything but
 * EAGAIN forever, so a full disk or a closed pipe hangs the process at exit (the full-disk test
 * in test/full-log-disk.test.ts hung with it); and its background writer retries a failed chunk
 * with every later line instead of leaving it out.
 */
export function createLogDestination(
  fd = 1,
  { maxQueued = MAX_QUEUED, retryAfterErrorMs = RETRY_AFTER_ERROR_MS } = {},
): LogDestination {
  let queue: string[] = [];
  let queued = 0;
  let writing = false;
  let failing = false;
  let dropped = 0;
  /** How many of the dropped lines the log has been told of. */
  let reported = 0;

  const writeNext = () => {
    if (writing || failing || queue.length === 0) return;
    if (dropped > reported) {
      // Once lines flow again, say how many were left out.
      const missing = dropped - reported;
      reported = dropped;
      queue.unshift(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: `left out ${missing} log lines: the log could not be written` })}\n`,
      );
    }
    writing = true;
    const chunk = Buffer.from(queue.join(''));
    const lines = queue.length;
    queue = [];
    queued = 0;
    const writeFrom = (offset: number) => {
      fs.write(fd, chunk, offset, chunk.length - offset, null, (error, written) => {
        if (!error && offset + written < chunk.length) return writeFrom(offset + written);
        if (error?.code === 'EAGAIN') {
          // A pipe that is full for now: wait for its reader, keeping the lines.
          setTimeout(() => writeFrom(offset), 10).unref();
          return;
        }
        writing = false;
        if (error) {
          // The lines waiting behind would fail the same way: leave them out too.
          dropped += lines + queue.length;
          queue = [];
          queued = 0;
          failing = true;
          setTimeout(() => {
            failing = false;
            writeNext();
          }, retryAfterErrorMs).unref();
          return;
        }
        writeNext();
      });
    };
    writeFrom(0);
  };

  const destination: LogDestination = {
    get dropped() {
      return dropped;
    },
    write(line: string) {
      if (failing || queued + line.length > maxQueued) {
        dropped += 1;
        return;
      }
      queue.push(line);
      queued += line.length;
      writeNext();
    },
    flushSync() {
      if (failing || queue.length === 0) return;
      const text = queue.join('');
      const lines = queue.length;
      queue = [];
      queued = 0;
      try {
        fs.writeSync(fd, text);
      } catch {
        dropped += lines;
        failing = true;
      }
    },
  };
  // The last lines (a fatal reason, "shutting down") should reach the log before the process ends.
  process.on('exit', () => destination.flushSync());
  return destination;
}
