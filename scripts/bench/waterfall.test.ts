import { describe, expect, it } from 'vitest';
import type { ProxiedRequest } from './delay-proxy.ts';
import { sequentialRequests, shortName, waterfall } from './waterfall.ts';

const req = (path: string, start: number, end: number): ProxiedRequest => ({
  url: path.startsWith('/v1') ? `http://localhost:8080${path}` : `http://127.0.0.1:3000${path}`,
  start: 1000 + start,
  end: 1000 + end,
  bytes: 100,
  newConnection: false,
});

describe('waterfall', () => {
  // document → script → (modules, config in parallel) → stylesheet after the core module ran
  const load = [
    req('/checkout', 0, 300),
    req('/v1/paymentWidgets.js', 302, 600),
    req('/v1/checkouts/ABC/widget-config', 601, 800),
    req('/v1/assets/core-CdquZk7b.js', 601, 1100),
    req('/v1/assets/styles-Cs64mxzl.css', 1120, 1300),
    req('/favicon.svg', 1500, 1600),
  ];

  it('names each request by what it waited for, read from the times', () => {
    const rows = waterfall(load, 1000 + 1350);
    expect(rows.map((r) => [r.name, r.after])).toEqual([
      ['shop /checkout', -1],
      ['gateway paymentWidgets.js', 0],
      ['gateway checkouts/{id}/widget-config', 1],
      ['gateway assets/core.js', 1],
      ['gateway assets/styles.css', 3],
      ['shop /favicon.svg', 4],
    ]);
  });

  it('marks the chain from the moment back to the document, and not what ran beside it', () => {
    const rows = waterfall(load, 1000 + 1350);
    expect(rows.filter((r) => r.critical).map((r) => r.name)).toEqual([
      'shop /checkout',
      'gateway paymentWidgets.js',
      'gateway assets/core.js',
      'gateway assets/styles.css',
    ]);
    expect(sequentialRequests(rows)).toBe(4);
  });

  it('shortens hashed names and checkout ids', () => {
    expect(shortName('http://localhost:8080/v1/assets/i18n-CaA7I2wa.js')).toBe('gateway assets/i18n.js');
    expect(shortName('http://localhost:8080/v1/locales/de.json?v=1')).toBe('gateway locales/de.json');
  });
});
