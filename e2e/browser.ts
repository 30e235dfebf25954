// Which Chromium the e2e suite drives: CHROMIUM_PATH, else Playwright's own download, else the
// system's (Debian: apt-get install -y chromium). Flags keep a root, offline machine quiet.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, safe(() => chromium.executablePath()), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Set CHROMIUM_PATH, run "npx playwright install chromium", ' +
        'or install the system package (Debian/Ubuntu: "sudo apt-get install -y chromium").',
    );
  }
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
