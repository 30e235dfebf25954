// Run by `npm test` before anything else: makes sure this machine can run the e2e suite, or says in
// one line what to run. A browser first (CHROMIUM_PATH, Playwright's own, the system's), then the
// fonts the Japanese and Arabic screenshots are rendered with.
//
// Where no browser is found: Playwright's own Chromium is downloaded where that is possible; else
// the system's Chromium comes from the Debian/Ubuntu packages, through apt-get as root or through
// `sudo -n` (never waiting for a password); else the message names both ways.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findFirefox } from './browser.ts';
import { MINIBROWSER, WEBKIT_DRIVER } from './webkit/webdriver.ts';

/** Debian/Ubuntu packages of the screenshot fonts, with the name fc-list shows for each. */
const FONTS = [
  { pkg: 'fonts-ipafont-gothic', family: /IPAGothic/i },
  { pkg: 'fonts-kacst', family: /KacstBook/i },
];

const HOW_TO =
  'Run "npx playwright install --with-deps chromium", or on Debian/Ubuntu "sudo apt-get install -y chromium fonts-ipafont-gothic fonts-kacst", or set CHROMIUM_PATH.';

function say(message: string) {
  console.log(`[e2e setup] ${message}`);
}

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** apt-get as root, or through `sudo -n` for another user (fails at once where a password is needed). */
function aptInstall(packages: string[]): boolean {
  if (!run('sh', ['-c', 'command -v apt-get'], 5_000)) return false;
  const root = process.getuid?.() === 0;
  const apt = (args: string[], timeoutMs: number) => (root ? run('apt-get', args, timeoutMs) : run('sudo', ['-n', 'apt-get', ...args], timeoutMs));
  say(`installing ${packages.join(' ')} (Debian/Ubuntu packages${root ? '' : ', through sudo -n'})`);
  return apt(['update', '-qq'], 300_000) && apt(['install', '-y', '-qq', ...packages], 600_000);
}

function missingFonts(): string[] {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: the fonts packages bring it along.
  }
  return FONTS.filter((f) => !f.family.test(families)).map((f) => f.pkg);
}

function ensureBrowser(): boolean {
  if (findChromium()) return true;
  say("no Chromium found; trying Playwright's own download");
  if (run('npx', ['playwright', 'install', 'chromium'], 600_000) && findChromium()) return true;
  say('the download is not possible here; trying the system package');
  return aptInstall(['chromium']) && Boolean(findChromium());
}

/** Firefox ESR from the system's packages: the suite's second engine (Playwright's own Firefox cannot be had here). */
function ensureFirefox(): boolean {
  if (findFirefox()) return true;
  say('no Firefox found; trying the system package');
  return aptInstall(['firefox-esr']) && Boolean(findFirefox());
}

/** WebKitGTK's WebDriver (it brings the MiniBrowser) and Xvfb, the display it runs on: the suite's third engine. */
const hasXvfb = () => run('sh', ['-c', 'command -v Xvfb'], 5_000);
function ensureWebKit(): boolean {
  if (WEBKIT_DRIVER && MINIBROWSER && hasXvfb()) return true;
  say('no WebKitGTK WebDriver or Xvfb found; trying the system packages');
  return aptInstall(['webkit2gtk-driver', 'xvfb']) && hasXvfb() && existsSync('/usr/bin/WebKitWebDriver');
}

function ensureFonts(): boolean {
  const missing = missingFonts();
  if (missing.length === 0) return true;
  return aptInstall(missing) && missingFonts().length === 0;
}

if (!ensureBrowser()) {
  console.error(`[e2e setup] No Chromium for the e2e tests, and none could be installed. ${HOW_TO}`);
  process.exit(1);
}
if (!ensureFirefox()) {
  console.error(
    '[e2e setup] No Firefox for the e2e tests, and none could be installed. On Debian/Ubuntu run "sudo apt-get install -y firefox-esr", or set FIREFOX_PATH.',
  );
  process.exit(1);
}
if (!ensureWebKit()) {
  console.error(
    '[e2e setup] No WebKitGTK WebDriver for the e2e tests, and none could be installed. On Debian/Ubuntu run "sudo apt-get install -y webkit2gtk-driver xvfb".',
  );
  process.exit(1);
}
if (!ensureFonts()) {
  console.error(`[e2e setup] The screenshot tests need the fonts ${missingFonts().join(' ')}, which could not be installed. ${HOW_TO}`);
  process.exit(1);
}
say(`Chromium: ${findChromium()}; Firefox: ${findFirefox()}; WebKit: ${MINIBROWSER ?? '/usr/lib/…/webkit2gtk-4.1/MiniBrowser'} through WebKitWebDriver`);
