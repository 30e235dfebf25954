// Which Chromium the e2e suite drives: CHROMIUM_PATH, else Playwright's own download, else the
// system's (Debian: apt-get install -y chromium). Flags keep a root, offline machine quiet.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, safe(() => chromium.executablePath()), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found for the e2e tests: npm test sets one up (e2e/setup.ts), or set CHROMIUM_PATH.');
  return found;
}

/**
 * Which Firefox: FIREFOX_PATH, else the system's Firefox ESR (Debian: apt-get install -y firefox-esr).
 * Playwright drives it over WebDriver BiDi (channel moz-firefox), not its own patched build, which
 * cannot be downloaded here.
 */
export function findFirefox(): string | undefined {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export function firefoxPath(): string {
  const found = findFirefox();
  if (!found) throw new Error('No Firefox found for the e2e tests: npm test sets one up (e2e/setup.ts), or set FIREFOX_PATH.');
  return found;
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
