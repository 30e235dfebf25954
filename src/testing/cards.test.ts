import { accessSync, constants } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSettings } from './browsers.ts';
import { futureExpiry, TEST_CARDS } from './cards.ts';

/** The last day of the month an "MM/YY" expiry names, as the gateway judges a card's expiry. */
const lastDay = (expiry: string): Date => {
  const [mm, yy] = expiry.split('/').map(Number);
  return new Date(2000 + (yy ?? 0), mm ?? 0, 0);
};

describe('TEST_CARDS expiry', () => {
  it.each(['2026-01-01', '2026-11-27', '2030-12-31', '2095-06-15'])('is years ahead of %s, whatever the date', (day) => {
    const now = new Date(day);
    const expiry = futureExpiry(now);
    expect(expiry).toMatch(/^12\/\d\d$/);
    expect(lastDay(expiry).getTime() - now.getTime()).toBeGreaterThan(3 * 365 * 86_400_000);
  });

  it('stays in this century, and not past, when four years on would wrap to 00', () => {
    for (const day of ['2096-01-01', '2099-12-30']) {
      const now = new Date(day);
      expect(futureExpiry(now)).toBe('12/99');
      expect(lastDay(futureExpiry(now)).getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('is what every test card carries today', () => {
    for (const card of Object.values(TEST_CARDS)) expect(card.expiry).toBe(futureExpiry());
  });
});

describe('browserSettings', () => {
  it("runs a system Firefox through the kit's relay, which it can execute, with Fission off", () => {
    const use = browserSettings('firefox', { executablePath: '/usr/bin/firefox-esr' });
    expect(use).toMatchObject({ browserName: 'firefox', channel: 'moz-firefox', launchOptions: { args: ['--wpwl-firefox=/usr/bin/firefox-esr'] } });
    expect(use.launchOptions.firefoxUserPrefs?.['fission.autostart']).toBe(false);
    expect(use.launchOptions.executablePath).toMatch(/firefox-relay\.mjs$/);
    expect(() => accessSync(use.launchOptions.executablePath ?? '', constants.X_OK)).not.toThrow();
  });

  it("leaves Playwright's own builds as they are", () => {
    expect(browserSettings('firefox')).toMatchObject({ browserName: 'firefox', launchOptions: { firefoxUserPrefs: { 'fission.autostart': false } } });
    expect(browserSettings('firefox').channel).toBeUndefined();
    expect(browserSettings('chromium')).toMatchObject({ browserName: 'chromium', launchOptions: {} });
    expect(browserSettings('chromium', { executablePath: '/usr/bin/chromium' }).launchOptions.executablePath).toBe('/usr/bin/chromium');
  });
});
