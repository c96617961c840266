import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cache-control of an answer that is one member's own: no browser or proxy keeps it. */
export const PRIVATE_ANSWER = 'private, no-store';

/** An `onSend` hook for a route subtree whose every answer is one member's own. */
export async function privateAnswers(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', PRIVATE_ANSWER);
}
