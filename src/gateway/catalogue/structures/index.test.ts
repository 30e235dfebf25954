// Every structure of the catalogue holds catalogue names (letters, digits, dots, [n] placeholders)
// and a zod schema for each.
import { describe, expect, it } from 'vitest';
import { STRUCTURES } from './index.ts';

describe('STRUCTURES', () => {
  it.each(STRUCTURES.map((structure) => [Object.keys(structure)[0] ?? '(empty)', structure] as const))(
    'the structure of %s has catalogue names and zod schemas only',
    (_, structure) => {
      expect(Object.keys(structure).length).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(structure)) {
        expect(name).toMatch(/^[a-zA-Z0-9.[\]]+$/);
        expect(typeof field.safeParse).toBe('function');
      }
    },
  );
});
