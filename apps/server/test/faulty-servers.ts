import net from 'node:net';

/** A TCP server on 127.0.0.1 for tests of a database that misbehaves. */
export interface FaultyServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function listen(onConnection: (socket: net.Socket) => void): Promise<FaultyServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://vivaha@127.0.0.1:${port}/vivaha`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts connections and never says a word: a database host that hangs. */
export const silentDatabase = () => listen(() => {});

/**
 * Lets a client log in (AuthenticationOk, ReadyForQuery), then never answers a query: a
 * database that stops answering mid-session.
 */
export const databaseThatStopsAnswering = () =>
  listen((socket) => {
    socket.once('data', () => {
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
  });

/** A port on 127.0.0.1 that nothing listens on (connections are refused). */
export async function closedPort(): Promise<string> {
  const server = await listen(() => {});
  await server.close();
  return server.url;
}
