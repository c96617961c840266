import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

import type { Database } from '#src/db/client.ts';

/** How long the requests under way may take to finish once the server is told to stop. */
export const DRAIN_SECONDS = 25;
/** The database's close comes after the drain; past this the process exits whatever remains. */
export const EXIT_SECONDS = DRAIN_SECONDS + 5;
/**
 * An idle keep-alive connection that answered within this is kept this long before it is closed:
 * its client may be sending the next request on it already.
 */
export const QUIET_MS = 1_000;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * How the server lets go of its connections when it stops, so that no request that reached it is
 * dropped. Node's `server.close()` destroys every connection without a request in progress at that
 * instant, so a request on its way, or waiting unread in the socket, is reset and its sender cannot
 * know whether it was saved; and a connection the kernel has taken but the server not yet accepted
 * is reset when it stops listening. Here `drain()`:
 * - lets the event loop accept and read what has arrived (setImmediate runs after the poll phase),
 *   then stops listening: later connections are refused, and go to another server;
 * - answers every request received, from then on with `Connection: close`, and closes its
 *   connection after that answer;
 * - closes an idle connection once it has been quiet for `quietMs`: at once when it already was,
 *   else after that, since its client may be sending the next request on it already (each look
 *   too comes just after the event loop has read what arrived);
 * - resolves when the last connection has closed.
 * `server.closeAllConnections()` still cuts everything off at once.
 */
export function drainable(server: Server, quietMs = QUIET_MS): { drain(): Promise<void> } {
  /** Each open connection: the answers it is giving, and since when it has been quiet. */
  const connections = new Map<Socket, { answering: Set<ServerResponse>; since: number }>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { answering: new Set(), since: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // Before Fastify's own listener, which answers later.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    const use = connections.get(request.socket);
    if (!use) return;
    use.answering.add(response);
    response.once('close', () => {
      use.answering.delete(response);
      use.since = performance.now();
    });
  });

  const sweep = () => {
    const now = performance.now();
    for (const [socket, use] of connections) {
      if (use.answering.size === 0 && now - use.since >= quietMs) socket.destroy();
    }
  };
  let looking: NodeJS.Timeout | undefined;
  // Node's server.close() calls this; the sweep takes the place of its destroying every idle one.
  server.closeIdleConnections = () => {
    if (looking) return;
    const look = () => setImmediate(sweep);
    look();
    looking = setInterval(look, 100).unref();
    server.once('close', () => clearInterval(looking));
  };

  return {
    async drain() {
      await turn();
      await turn();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      draining = true;
      for (const use of connections.values()) {
        for (const response of use.answering) if (!response.headersSent) response.setHeader('connection', 'close');
      }
      await closed;
    },
  };
}

/** Waits until no database connection has been in use for 200 ms, or `withinMs` has passed. */
async function poolIdle(database: Database, withinMs: number) {
  const until = Date.now() + withinMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const use = database.poolUse?.();
    if (!use) return;
    if (use.total !== use.idle || use.waiting) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Running {
  app: FastifyInstance;
  database: Database;
  /** Lets go of DATA_DIR (the embedded database's lock). */
  unlock: () => void;
  logger: Logger;
}

/**
 * Stops the server cleanly on SIGTERM, SIGINT and the other stop signals, and on an uncaught
 * error (close-with-grace): it stops accepting connections, answers every request it has received
 * (closing connections as `drainable` says), gives running requests DRAIN_SECONDS, then cuts off
 * the rest, closes the database and exits: 0 after a clean drain, 1 when requests were cut
 * off, the error came first, or the whole took longer than EXIT_SECONDS. A second signal exits at
 * once.
 */
export function stopOnSignals({ app, database, unlock, logger }: Running): void {
  const connections = drainable(app.server);
  closeWithGrace(
    {
      delay: EXIT_SECONDS * 1000,
      logger: { error: (message: unknown) => logger.error(message) },
      onTimeout: () => logger.error(`shutdown took over ${EXIT_SECONDS} seconds; exiting`),
    },
    async ({ signal, err }) => {
      if (err) logger.fatal({ err }, 'uncaught error; shutting down');
      else logger.info({ signal }, 'shutting down');
      let cut = false;
      const deadline = setTimeout(() => {
        cut = true;
        logger.error(`requests still running after ${DRAIN_SECONDS} seconds; cutting them off`);
        app.server.closeAllConnections();
      }, DRAIN_SECONDS * 1000);
      try {
        await connections.drain();
      } finally {
        clearTimeout(deadline);
      }
      // Every connection is closed: the app's own parts (the mail queue, background work) stop.
      await app.close();
      // A request whose client went away has no connection to wait for, but its handler may still
      // be querying: the pool closes once it has been idle a moment, or after 3 s.
      await poolIdle(database, 3_000);
      await database.close();
      unlock();
      if (cut) throw new Error(`requests were cut off after ${DRAIN_SECONDS} seconds`);
    },
  );
}
