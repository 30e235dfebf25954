// The widget draws brand marks inline (BrandLogo); public/brands/*.svg offers the same marks as
// files for merchants' own pages (order history, summary pages). They must not drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './BrandLogo.tsx';

const dir = resolve(import.meta.dirname, '../../../public/brands');
const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));

function parts(markup: string) {
  return { colour: /<rect[^>]*fill="([^"]+)"/.exec(markup)?.[1], mark: />([^<>]+)<\/text>/.exec(markup)?.[1]?.trim() };
}

describe('BrandLogo', () => {
  it.each(files)('draws %s as the file does', (file) => {
    const win = new Window();
    const el = win.document.createElement('div');
    const brand = file.slice(0, -'.svg'.length).toUpperCase();
    render(h(BrandLogo, { brand, label: brand }), el as unknown as HTMLElement);
    expect(parts(el.innerHTML)).toEqual(parts(readFileSync(resolve(dir, file), 'utf8')));
    expect(el.querySelector('svg')?.getAttribute('aria-label')).toBe(brand);
  });

  it('hides a mark without a label from assistive technology', () => {
    const win = new Window();
    const el = win.document.createElement('div');
    render(h(BrandLogo, { brand: 'VISA' }), el as unknown as HTMLElement);
    expect(el.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(el.querySelector('svg')?.hasAttribute('role')).toBe(false);
  });
});
