// QA: the card form in all 25 languages at once, each in its own frame of the checkout page.
import { Hono } from 'hono';
import { esc } from '../shared/html.ts';
import { DEFAULT_BRANDS, LANGUAGES, page } from './page.ts';

export function galleryRoutes() {
  return new Hono().get('/gallery', (c) => {
    const brands = (c.req.query('brands') ?? DEFAULT_BRANDS).replace(/[^A-Z_ ]/g, '');
    const frames = LANGUAGES.map(
      ([code, name]) =>
        `<figure class="shop-gallery-item"><figcaption>${esc(name)} (${code})</figcaption><iframe title="${esc(name)}" src="/checkout?embed=1&amp;locale=${code}&amp;brands=${encodeURIComponent(brands)}"></iframe></figure>`,
    ).join('');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'self'; img-src 'self'; frame-src 'self'; base-uri 'none'");
    return c.html(page('All languages', `<h1>The card form in 25 languages</h1><div class="shop-gallery">${frames}</div>`));
  });
}
