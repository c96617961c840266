import fs from 'node:fs';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import type { AppDeps } from './app-options.ts';
import { modules } from './modules.ts';

/** What fastify-plugin records of a plugin: its name and the plugins it needs first. */
const metaOf = (plugin: object) =>
  (plugin as Record<symbol, { name: string; dependencies?: string[] }>)[Symbol.for('plugin-meta')]!;

describe('the modules as plugins', () => {
  it('registers every module with a plugin file, each once, after the modules it needs', () => {
    const names = modules.map((plugin) => metaOf(plugin).name);
    const withPlugin = fs
      .readdirSync(new URL('./modules', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.plugin.ts'))
      .map((file) => file.split('/')[0]);
    expect([...names].sort()).toEqual(withPlugin.sort());
    expect(new Set(names).size).toBe(names.length);
    names.forEach((name, index) => {
      const before = new Set(['core', ...names.slice(0, index)]);
      const missing = (metaOf(modules[index]!).dependencies ?? []).filter((needed) => !before.has(needed));
      expect({ name, missing }).toEqual({ name, missing: [] });
    });
  });

  it('refuses to start a server whose order leaves a module without one it needs', async () => {
    const app = Fastify({ logger: false });
    const contact = modules.find((plugin) => metaOf(plugin).name === 'contact')!;
    // The options never reach the plugin: the missing dependency stops it first.
    app.register(contact, {} as AppDeps);
    await expect(app.ready()).rejects.toThrow(/core.*contact|contact.*core/);
    await app.close().catch(() => undefined);
  });
});
