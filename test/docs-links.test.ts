// README is the front door and docs/ the manual: a section that moves between them must not leave a
// dead link behind. Every relative link in README.md and docs/*.md must reach a file or folder that
// exists and, with a #fragment, a heading of that file by GitHub's anchor rules; README links every
// file of docs/, and each hand-written doc's contents list links each of its sections.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const DOCS = readdirSync(resolve(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => resolve(root, 'docs', name));
const FILES = [resolve(root, 'README.md'), ...DOCS];
/** Written by `npm run docs:integrations`: a table, no sections to list. */
const GENERATED = new Set([resolve(root, 'docs/integrations.md')]);

/** The markdown without fenced code blocks: a link or heading shown as code is text. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/**
 * GitHub's anchor for a heading: a link counts by its text; lowercase, punctuation and symbols
 * dropped (code and emphasis marks with them; letters, digits, underscores, hyphens and spaces
 * stay), each space a hyphen.
 */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a file's headings, repeated ones numbered as GitHub numbers them (-1, -2, …). */
function anchorsOf(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = anchorOf(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.push(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative link targets (no scheme such as https: or mailto:), outside code. */
function relativeLinks(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link from `file` to `target` does not resolve, or undefined when it does. */
function brokenBecause(file: string, target: string): string | undefined {
  const [path = '', fragment] = target.split('#', 2);
  const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
  if (!existsSync(destination)) return `${relative(root, destination)} does not exist`;
  if (fragment === undefined || !destination.endsWith('.md')) return undefined;
  const anchors = anchorsOf(readFileSync(destination, 'utf8'));
  return anchors.includes(decodeURIComponent(fragment)) ? undefined : `${relative(root, destination)} has no heading #${fragment}`;
}

describe('anchors by GitHub rules', () => {
  it('lowercases, drops punctuation and code marks, turns spaces into hyphens', () => {
    expect(anchorOf('Options, callbacks and the `wpwl` global')).toBe('options-callbacks-and-the-wpwl-global');
    expect(anchorOf('Risk checks (`risk.*`, 2.24)')).toBe('risk-checks-risk-224');
    expect(anchorOf('STC_PAY')).toBe('stc_pay');
    expect(anchorOf("The frames' own policy")).toBe('the-frames-own-policy');
  });

  it('numbers a repeated heading and skips headings in code', () => {
    expect(anchorsOf('# A\n\n```md\n# B\n```\n\n## A\n')).toEqual(['a', 'a-1']);
  });

  it('finds relative links, not external ones or links shown as code', () => {
    expect(relativeLinks('[a](b.md#c) [d](https://x.test) `[e](f.md)` [g](<h.md>)')).toEqual(['b.md#c', 'h.md']);
  });
});

describe.each(FILES.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
  const markdown = readFileSync(file, 'utf8');

  it('links only to files and headings that exist', () => {
    const broken = relativeLinks(markdown).flatMap((target) => {
      const why = brokenBecause(file, target);
      return why ? [`${target}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

// The hand-written docs (not README, not the generated table) each open with a title and a contents list.
describe.each(DOCS.filter((file) => !GENERATED.has(file)).map((file) => [relative(root, file), file]))('%s', (_name, file) => {
  it('has a title and a contents list linking each of its sections', () => {
    const markdown = readFileSync(file, 'utf8');
    expect(markdown.startsWith('# ')).toBe(true);
    const linked = new Set(relativeLinks(markdown).filter((target) => target.startsWith('#')));
    const sections = [...withoutFences(markdown).matchAll(/^## (.+)$/gm)].map((match) => `#${anchorOf(match[1] ?? '')}`);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.filter((section) => !linked.has(section))).toEqual([]);
  });
});

describe('README', () => {
  it('links every file of docs/', () => {
    const readme = resolve(root, 'README.md');
    const linked = new Set(relativeLinks(readFileSync(readme, 'utf8')).map((target) => resolve(root, target.split('#')[0] ?? '')));
    expect(DOCS.filter((doc) => !linked.has(doc)).map((doc) => relative(root, doc))).toEqual([]);
  });
});
