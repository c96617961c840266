import type { FastifyInstance } from 'fastify';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls `forget` with every change this server makes (a successful POST, PUT, PATCH or DELETE),
 * before the change is answered: for the caches in memory that a change can make wrong.
 */
export function onEveryChange(app: FastifyInstance, forget: () => void) {
  app.addHook('onSend', async (request, reply) => {
    if (CHANGES.has(request.method) && reply.statusCode < 400) forget();
  });
}
