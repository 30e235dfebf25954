// The classic script's copy of TAKE_OVER names the same symbol as the module's (Symbol.for).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { TAKE_OVER } from './take-over.ts';

it("paymentWidgets.js calls the live widget's take-over by the key the widget defines", () => {
  const script = readFileSync(resolve(import.meta.dirname, 'script.ts'), 'utf8');
  const key = /const TAKE_OVER = Symbol\.for\('([^']+)'\);/.exec(script)?.[1];
  expect(key).toBeDefined();
  expect(Symbol.for(key ?? '')).toBe(TAKE_OVER);
});
