// What each engine needs for the kit's helpers to work, as one spread into a Playwright project's
// `use`: a merchant's playwright.config.ts takes it in one line and carries no patch of its own.
import { chmodSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Engine = 'chromium' | 'firefox';

/** What `browserSettings` returns: a part of Playwright's `use` (kept structural, so any 1.4x+ version takes it). */
export interface EngineUse {
  browserName: Engine;
  channel?: string;
  viewport: { width: number; height: number };
  launchOptions: { executablePath?: string; args?: string[]; firefoxUserPrefs?: Record<string, string | number | boolean> };
}

/**
 * Firefox's preferences for the helpers.
 * - fission.autostart false: Firefox (ESR 153 at least) delivers WebDriver BiDi's key input into a
 *   frame of another site only when that frame runs in the page's process; with Fission on, typing
 *   into the card frames goes nowhere. The frames keep their own origin, CSP and message checks:
 *   only the process they run in changes.
 * - the rest keeps Firefox on a machine without internet from reaching for the network.
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

/**
 * A viewport in which a checkout needs no scrolling: Chromium routes a click to a frame of another
 * site by the layout it last painted, so a click made within milliseconds of Playwright's scroll
 * can land in a card frame instead of on the pay button. Override it after the spread for a phone.
 */
const VIEWPORT = { width: 1280, height: 1600 };

/**
 * The settings of one engine.
 * - `browserSettings('chromium')`: Playwright's Chromium, or `{ executablePath }` for a system one.
 * - `browserSettings('firefox')`: Playwright's own Firefox build (`npx playwright install firefox`).
 * - `browserSettings('firefox', { executablePath: '/usr/bin/firefox-esr' })`: a stock Firefox over
 *   WebDriver BiDi (Playwright's `moz-firefox` channel), started through the kit's relay
 *   (firefox-relay.mjs), which answers the emulation commands that Firefox does not know yet
 *   (ESR 153 has no `emulation.setMediaFeaturesOverride`, which Playwright 1.65 sends for every
 *   new context) as done, instead of failing the context.
 */
export function browserSettings(engine: Engine, { executablePath }: { executablePath?: string } = {}): EngineUse {
  if (engine === 'chromium') return { browserName: 'chromium', viewport: VIEWPORT, launchOptions: executablePath ? { executablePath } : {} };
  if (!executablePath) return { browserName: 'firefox', viewport: VIEWPORT, launchOptions: { firefoxUserPrefs: FIREFOX_PREFS } };
  return {
    browserName: 'firefox',
    channel: 'moz-firefox',
    viewport: VIEWPORT,
    launchOptions: { executablePath: relay(), args: [`--wpwl-firefox=${executablePath}`], firefoxUserPrefs: FIREFOX_PREFS },
  };
}

/** The relay's path, executable: a tarball or a copy may have lost the mode bits Playwright's spawn needs. */
function relay(): string {
  const path = fileURLToPath(new URL('./firefox-relay.mjs', import.meta.url));
  if ((statSync(path).mode & 0o111) === 0) chmodSync(path, 0o755);
  return path;
}
