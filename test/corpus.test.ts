// The corpus of public integrations (e2e/corpus): each entry is whole and runs under the strict CSP
// as written (every inline script nonced, no inline style), and docs/integrations.md is current.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC, integrationsMarkdown } from '../scripts/integrations-doc.ts';
import { CORPUS_DIR, corpusMeta, corpusSlugs, fillPage, PLACEHOLDERS } from '../src/shop/corpus.ts';

const slugs = corpusSlugs();
const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `x-${p}`])) as Parameters<typeof fillPage>[1];

describe.each(slugs)('corpus entry %s', (slug) => {
  const dir = resolve(CORPUS_DIR, slug);
  const page = () => readFileSync(resolve(dir, 'page.html'), 'utf8');

  it('has its description, its page and its spec', () => {
    expect(corpusMeta.safeParse(JSON.parse(readFileSync(resolve(dir, 'meta.json'), 'utf8'))).error).toBeUndefined();
    expect(existsSync(resolve(dir, 'page.html'))).toBe(true);
    expect(existsSync(resolve(dir, `${slug}.spec.ts`))).toBe(true);
  });

  it('fills only known placeholders and loads the widget for its checkout, or for one its own code fetches', () => {
    const html = fillPage(page(), values);
    // A single-page app asks the merchant's server for a checkout (POST /checkout-id) from its code.
    const fetches = readdirSync(dir).some((f) => f.endsWith('.js') && readFileSync(resolve(dir, f), 'utf8').includes("'/checkout-id'"));
    if (!fetches) expect(html).toMatch(/x-widgetUrl|x-checkoutId/);
  });

  it('is written for a strict CSP: every script element nonced, no inline style, files of its own that exist', () => {
    const html = page();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag, 'a script element of the page').toContain('nonce="{{nonce}}"');
    }
    expect(html).not.toMatch(/<style[\s>]|\sstyle="/);
    const files = new Set(readdirSync(dir));
    for (const [, file] of html.matchAll(/\{\{base\}\}\/([\w.-]+)/g)) expect(files.has(file ?? ''), `${file} beside page.html`).toBe(true);
  });
});

describe('the corpus', () => {
  it('holds at least 40 public integrations, each from its own page of a public repository', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(40);
    const sources = slugs.map((slug) => {
      const meta = corpusMeta.parse(JSON.parse(readFileSync(resolve(CORPUS_DIR, slug, 'meta.json'), 'utf8')));
      return `${meta.source.repo} ${meta.source.paths.join(' ')}`;
    });
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('docs/integrations.md', () => {
  it('is generated from the entries (run "npm run docs:integrations")', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(integrationsMarkdown());
  });
});
