import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body is no body. The spec's clients send
 * `Content-Type: application/json` on every call, also on those that carry nothing (DELETE
 * profilecx/{id}, PUT admin/publish/{id}, ...); Fastify would refuse them with 400 "Body cannot be
 * empty". Anything else goes to the default parser, so bad JSON is still a 400 and the guards
 * against prototype poisoning stay as Fastify sets them.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
