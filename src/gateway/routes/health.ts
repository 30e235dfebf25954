// GET /health: the readiness address a merchant's Playwright `webServer` (or any CI) waits for.
// Ready means the API answers and the widget is built, so a first page load cannot meet a 404.
import { Hono } from 'hono';
import { readBuild } from '../assets/build.ts';

export function healthRoutes() {
  return new Hono().get('/health', async (c) => {
    const built = await readBuild();
    if (!built) return c.json({ status: 'starting', widget: 'not built: run "npm run build"' }, 503);
    return c.json({ status: 'ready', widget: built.version });
  });
}
