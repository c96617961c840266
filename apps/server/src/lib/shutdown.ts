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
 * During a drain, an idle keep-alive connection is closed once nothing has come over it for this
 * long: its client may be sending the next request on it already.
 */
export const QUIET_MS = 1_000;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Makes `server` let go of its connections without dropping a request that reached it. Node's
 * `server.close()` destroys at once every keep-alive connection with no request under way: a
 * request already on its way over one, or in its socket but not yet read, is reset, and its sender
 * cannot know whether it was saved. Waiting for the keep-alive timeout instead is no answer either:
 * Fastify's is 72 s, and a browser keeps an idle connection that long. So `drain()`:
 * - lets the event loop accept and read what has arrived (setImmediate runs after the poll phase),
 *   then stops listening: later connections are refused, and go to another server;
 * - only then gives every answer not yet begun `Connection: close`, so that a client opens its
 *   next connection elsewhere, not in this server's queue; Node closes each after that answer;
 * - closes an idle connection once nothing has come over it for QUIET_MS, each look coming right
 *   after the event loop has read its sockets, so that a request that has arrived is answered;
 * - resolves when the last connection has closed.
 * Fastify's `return503OnClosing` is off in app.ts: a request received during the drain is served
 * as usual rather than refused. `server.closeAllConnections()` still cuts everything off at once.
 */
export function drainable(server: Server, quietMs = QUIET_MS): { drain(): Promise<void> } {
  /** Each open connection: the answers it is giving, and since when nothing has come over it. */
  const connections = new Map<Socket, { answering: Set<ServerResponse>; since: number; bytesRead: number }>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { answering: new Set(), since: performance.now(), bytesRead: 0 });
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
      if (use.answering.size) continue;
      // Part of a request (headers still coming) counts as activity too.
      if (socket.bytesRead !== use.bytesRead) {
        use.bytesRead = socket.bytesRead;
        use.since = now;
      } else if (now - use.since >= quietMs) {
        socket.destroy();
      }
    }
  };

  return {
    async drain() {
      // Node's server.close() calls this to destroy every idle connection at once; the sweep
      // takes its place.
      server.closeIdleConnections = () => {};
      await turn();
      await turn();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      draining = true;
      for (const use of connections.values()) {
        for (const response of use.answering) if (!response.headersSent) response.setHeader('connection', 'close');
      }
      for (const [socket, use] of connections) use.bytesRead = socket.bytesRead;
      const looking = setInterval(() => setImmediate(sweep), 100);
      try {
        await closed;
      } finally {
        clearInterval(looking);
      }
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
 * error (close-with-grace): it stops listening, answers every request it has received (closing
 * connections as `drainable` says), gives them DRAIN_SECONDS, then cuts off the rest, closes the
 * database and exits: 0 after a clean drain, 1 when requests were cut off, an error came first,
 * or the whole took longer than EXIT_SECONDS. A second signal exits at once.
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
        // Every connection is closed: the app's own parts (the mail queue, background work) stop.
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
      // A request whose client went away has no connection to wait for, but its handler may still
      // be querying: the pool closes once it has been idle a moment, or after 3 s.
      await poolIdle(database, 3_000);
      await database.close();
      unlock();
      if (cut) throw new Error(`requests were cut off after ${DRAIN_SECONDS} seconds`);
    },
  );
}
