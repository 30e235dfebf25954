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

/**
 * Firefox's preferences for the suite.
 * - fission.autostart false: Firefox ESR 153 takes WebDriver BiDi's key and pointer input into a
 *   frame of another site only when that frame runs in the page's process; with Fission on, typing
 *   into the card frames goes nowhere. The frames stay cross-origin (their own origin, CSP,
 *   postMessage checks): only the process they run in changes. Key events sent through the X server
 *   (xdotool under Xvfb) reach them with Fission on, at the price of a display server and one
 *   focused window per test, which two parallel workers cannot share.
 * - the rest keeps an offline machine's Firefox from reaching for the network.
 */
export const FIREFOX_PREFS: Record<string, string | number | boolean> = {
  'fission.autostart': false,
  'app.update.auto': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
};

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
