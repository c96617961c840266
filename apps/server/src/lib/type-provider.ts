import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerBase,
  RawServerDefault,
} from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';

import type { Said } from '@vivaha/shared/said';

import type { MESSAGE_FIELDS } from './message-fields.ts';

/** An answer as a handler may give it: its message fields by key, which the server writes as words. */
type Spoken<T> = T extends object
  ? { [K in keyof T]: K extends (typeof MESSAGE_FIELDS)[number] ? T[K] | Said : T[K] }
  : T;

/**
 * fastify-type-provider-zod's provider, with one difference: an answer's message fields
 * (`message`, `msg`, `returnText`) may be handed over by key (`Said`). The pre-serialization hook
 * in app.ts writes them in the reader's language before the response schema encodes the answer,
 * so the schema, the wire and the web app see words.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? Spoken<output<this['schema']>> : unknown;
}

/** A module's routes, typed by `ApiTypeProvider` (as `FastifyPluginAsyncZod` is by zod's own). */
export type ApiPlugin<
  Options extends FastifyPluginOptions = Record<never, never>,
  Server extends RawServerBase = RawServerDefault,
> = FastifyPluginAsync<Options, Server, ApiTypeProvider>;
