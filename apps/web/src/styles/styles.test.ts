// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The first download carries only the Bootstrap utilities the portal uses (app.scss lists them),
 * and the forms, tables, pagination, list groups, dialogs and button groups come with the
 * components that use them (parts/*.scss). These tests fail when a source file uses a class that
 * would then have no CSS.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const nodeModules = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

const compile = (source: { file: string } | { text: string }) => {
  const options: sass.Options<'sync'> = {
    loadPaths: [nodeModules],
    style: 'compressed',
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  };
  return 'file' in source
    ? sass.compile(source.file, options).css
    : sass.compileString(source.text, { ...options, url: new URL(`file://${src}styles/test.scss`) }).css;
};
const classesIn = (css: string) => new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]!));

/** The source files of the app (not tests), with the words in their string literals. */
function sourceFiles() {
  const files: Array<{ file: string; text: string; words: Set<string> }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.|\.fixture\.|[/\\]test[/\\]/.test(full)) {
        const text = fs.readFileSync(full, 'utf8');
        const words = new Set<string>();
        for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
          for (const word of (match[1] ?? match[2] ?? match[3]!).split(/[^a-z0-9-]+/)) if (word) words.add(word);
        files.push({ file: path.relative(src, full), text, words });
      }
    }
  };
  walk(src);
  return files;
}

describe('styles', () => {
  const files = sourceFiles();

  it('has CSS in the first download for every Bootstrap utility and helper class the source uses', () => {
    const bootstrap = classesIn(
      compile({
        text: "@import 'bootstrap-setup'; @import 'bootstrap/scss/helpers'; @import 'bootstrap/scss/utilities/api';",
      }),
    );
    const app = classesIn(compile({ file: path.join(src, 'styles/app.scss') }));
    const missing = files.flatMap(({ file, words }) =>
      [...words].filter((word) => bootstrap.has(word) && !app.has(word)).map((word) => `${file}: ${word}`),
    );
    expect(missing).toEqual([]);
  });

  it('loads each lazily split part of Bootstrap with every component that uses its classes', () => {
    const parts: Record<string, string[]> = {
      forms: ['form-control', 'form-select', 'form-check', 'form-check-input', 'form-check-label', 'form-label'],
      tables: ['table-responsive', 'table-sm', 'table-hover'],
      pagination: ['page-item', 'page-link'],
      'list-group': ['list-group', 'list-group-item'],
      modal: ['modal-content', 'modal-header', 'modal-body', 'modal-title', 'btn-close'],
      'button-group': ['btn-group'],
      images: ['img-fluid'],
    };
    const missing = Object.entries(parts).flatMap(([part, classes]) => {
      const css = classesIn(compile({ file: path.join(src, `styles/parts/${part}.scss`) }));
      for (const name of classes) expect(css, `${part}.scss has .${name}`).toContain(name);
      return files
        .filter(
          ({ words, text }) => classes.some((name) => words.has(name)) && !text.includes(`@/styles/parts/${part}.scss`),
        )
        .map(({ file }) => `${file} uses ${part} classes without importing @/styles/parts/${part}.scss`);
    });
    expect(missing).toEqual([]);
  });
});
