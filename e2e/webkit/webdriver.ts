// A W3C WebDriver client, the part the WebKit specs use: Playwright cannot drive Debian's WebKitGTK
// (it drives only its own WebKit build, which cannot be downloaded here), and WebKitWebDriver speaks
// the standard protocol. Element clicks and keys go through the driver into the page and its
// cross-origin frames as a person's input does.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT]: string };

export const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find((p) =>
  existsSync(p),
);
export const WEBKIT_DRIVER = ['/usr/bin/WebKitWebDriver'].find((p) => existsSync(p));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class WebDriverError extends Error {}

export class Session {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new WebDriverError(`${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  }

  goto(url: string) {
    return this.command('POST', '/url', { url });
  }
  url() {
    return this.command<string>('GET', '/url');
  }
  execute<T>(script: string, ...args: unknown[]) {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }
  /** The first element `css` matches in the current frame, or null. */
  async find(css: string): Promise<ElementRef | null> {
    const found = await this.command<ElementRef[]>('POST', '/elements', { using: 'css selector', value: css });
    return found[0] ?? null;
  }
  click(el: ElementRef) {
    return this.command('POST', `/element/${el[ELEMENT]}/click`, {});
  }
  type(el: ElementRef, text: string) {
    return this.command('POST', `/element/${el[ELEMENT]}/value`, { text });
  }
  text(el: ElementRef) {
    return this.command<string>('GET', `/element/${el[ELEMENT]}/text`);
  }
  /** Into a frame (its element in the current frame), or back to the page (null). */
  frame(el: ElementRef | null) {
    return this.command('POST', '/frame', { id: el });
  }
  /** Keys pressed and released one after another (WebDriver actions), e.g. '\uE004' for Tab. */
  keys(...keys: string[]) {
    const actions = keys.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    return this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }
  close() {
    return this.command('DELETE', '');
  }
}

/** Polls `probe` until it returns something other than null/undefined/false, or throws after `timeout`. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Xvfb (where there is no display), WebKitWebDriver and one MiniBrowser session. */
export async function startWebKit(): Promise<{ session: Session; stop: () => Promise<void> }> {
  if (!MINIBROWSER || !WEBKIT_DRIVER) throw new Error('WebKitGTK is missing: npm test installs it (e2e/setup.ts: webkit2gtk-driver, xvfb)');
  const children: ChildProcess[] = [];
  const env = { ...process.env };
  if (!env.DISPLAY) {
    const display = `:${90 + Math.floor(Math.random() * 9000)}`;
    children.push(spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' }));
    env.DISPLAY = display;
  }
  const port = await freePort();
  children.push(spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' }));
  const base = `http://127.0.0.1:${port}`;
  const id = await until(
    'WebKitWebDriver and MiniBrowser',
    async () => {
      const res = await fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } }),
      });
      return ((await res.json()) as { value: { sessionId?: string } }).value.sessionId;
    },
    30_000,
  );
  const session = new Session(base, id);
  return {
    session,
    stop: async () => {
      await session.close().catch(() => undefined);
      for (const child of children.reverse()) child.kill();
    },
  };
}
