// Turns catalogue structures into request schemas: every sent parameter is looked up by name
// (placeholders included), checked by its field schema, then the request kind's required
// parameters and conditional rules apply. Unknown parameters never fail a request; they come back
// separately with the likely name a developer meant.

import { z } from 'zod';
import { editDistance } from '../../shared/distance.ts';
import type { Field, ParameterError, Params, Rule, Structure } from './types.ts';

/** At most 1000 items per indexed structure (gateway-api.md section 8): indexes 0-999. */
export const MAX_INDEX = 999;

/** Longer than any catalogue name with room for typos; longer unknown names get no hint. */
const MAX_NAME_LENGTH = 128;

const PLACEHOLDERS: Record<string, string> = {
  '[n]': '\\[(0|[1-9]\\d{0,3})\\]',
  '[name]': '\\[[a-zA-Z0-9._]{3,64}\\]',
  '[key]': '\\[[a-zA-Z0-9._]{3,64}\\]',
  '[brand]': '\\[[a-zA-Z0-9_]{1,32}\\]',
  '[item]': '\\[[A-Z]{2}-[A-Z_]{1,32}\\]',
  '[network]': '[a-zA-Z]{2,32}',
};

interface Entry {
  pattern: string;
  regex: RegExp;
  field: Field;
}

function compile(pattern: string): RegExp {
  let source = '';
  for (const part of pattern.split(/(\[n\]|\[name\]|\[key\]|\[brand\]|\[item\]|\[network\])/)) {
    source += PLACEHOLDERS[part] ?? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export class Catalogue {
  readonly #exact = new Map<string, Entry>();
  readonly #patterns: Entry[] = [];

  constructor(structures: readonly Structure[]) {
    for (const structure of structures) {
      for (const [pattern, field] of Object.entries(structure)) {
        const entry = { pattern, regex: compile(pattern), field };
        if (/\[|\]/.test(pattern)) this.#patterns.push(entry);
        else this.#exact.set(pattern, entry);
      }
    }
  }

  lookup(name: string): Entry | undefined {
    return this.#exact.get(name) ?? this.#patterns.find((e) => e.regex.test(name));
  }

  /**
   * A name of the catalogue's shape whose bracketed part is malformed (cart.items[0999].name,
   * cart.items[999999].name, customParameters[ab], customParameters[__proto__]): what it should be,
   * so the request names it instead of ignoring it as unknown.
   */
  malformedBracket(name: string): string | undefined {
    if (!name.includes('[') || name.length > MAX_NAME_LENGTH) return undefined;
    const shape = name.replace(/\[[^\][]*\]/g, '[x]');
    const entry = this.#patterns.find((e) => e.pattern.replace(/\[(n|name|key|brand|item)\]/g, '[x]') === shape);
    if (!entry) return undefined;
    if (entry.pattern.includes('[n]')) return `index must be 0-${MAX_INDEX}, written without leading zeros`;
    if (entry.pattern.includes('[name]') || entry.pattern.includes('[key]')) return 'name in brackets must be 3-64 characters of a-z A-Z 0-9 . _';
    return 'has a malformed part in brackets';
  }

  /** Index of an indexed name beyond the limit, e.g. cart.items[1000].name. */
  indexTooLarge(name: string): boolean {
    return [...name.matchAll(/\[(\d+)\]/g)].some((m) => Number(m[1]) > MAX_INDEX);
  }

  /** The catalogue name a developer most likely meant, or undefined when nothing is close. */
  suggest(name: string): string | undefined {
    const shape = name.replace(/\[\d+\]/g, '[n]');
    // Edit distance is quadratic: a name far longer than any catalogue name is no typo of one, and
    // must not cost the server seconds (the widget route takes unauthenticated requests).
    if (shape.length > MAX_NAME_LENGTH) return undefined;
    const limit = Math.max(2, Math.floor(shape.length / 6));
    let best: { pattern: string; d: number } | undefined;
    for (const pattern of [...this.#exact.keys(), ...this.#patterns.map((p) => p.pattern)]) {
      if (Math.abs(pattern.length - shape.length) > limit) continue;
      const d = editDistance(shape.toLowerCase(), pattern.toLowerCase());
      if (!best || d < best.d) best = { pattern, d };
    }
    return best && best.d <= limit ? best.pattern : undefined;
  }

  names(): string[] {
    return [...this.#exact.keys(), ...this.#patterns.map((p) => p.pattern)];
  }
}

export interface RequestKind {
  /** parameters that must be present */
  required?: readonly string[];
  /** parameters this kind refuses although the catalogue knows them (e.g. overridePaymentType outside checkouts) */
  forbidden?: ReadonlyArray<{ pattern: RegExp; message: string }>;
  /** when set, the only catalogue names this kind takes; other known names are refused with `message` */
  allowed?: { pattern: RegExp; message: string };
  rules?: readonly Rule[];
  /**
   * the catalogue's conditional rules, run on what the request completes (a widget submission:
   * its checkout's parameters) together with the request's own, so that a rule met by the two
   * together holds (customer.givenName on the checkout, customer.email from the form)
   */
  rulesWithContext?: readonly Rule[];
}

export interface Validation {
  params: Params;
  errors: ParameterError[];
  /** parameters the catalogue does not know, with the likely intended name */
  unknown: Array<{ name: string; hint?: string }>;
}

/** One zod schema per request kind: a flat map of form parameters, checked against the catalogue. */
export function requestSchema(catalogue: Catalogue, kind: RequestKind) {
  return z.object({ params: z.record(z.string(), z.string()), context: z.record(z.string(), z.string()) }).superRefine(({ params, context }, ctx) => {
    for (const error of check(catalogue, kind, params, context)) {
      ctx.addIssue({ code: 'custom', path: [error.name], message: error.message, input: error.value });
    }
  });
}

function check(catalogue: Catalogue, kind: RequestKind, params: Params, context: Params): ParameterError[] {
  const errors: ParameterError[] = [];
  for (const name of kind.required ?? []) {
    if (params[name] === undefined || params[name] === '') errors.push({ name, value: params[name] ?? '', message: 'is required' });
  }
  for (const [name, value] of Object.entries(params)) {
    if (params[name] === '' && (kind.required ?? []).includes(name)) continue;
    const forbidden = kind.forbidden?.find((f) => f.pattern.test(name));
    if (forbidden) {
      errors.push({ name, value, message: forbidden.message });
      continue;
    }
    const entry = catalogue.lookup(name);
    if (!entry) {
      const malformed = catalogue.malformedBracket(name);
      if (malformed) errors.push({ name, value, message: malformed });
      continue;
    }
    // A key that would reach an object's prototype where the parameters become one (customParameters).
    if (/\[(__proto__|constructor|prototype)\]/.test(name)) {
      errors.push({ name, value, message: 'has a reserved name in brackets' });
      continue;
    }
    if (kind.allowed && !kind.allowed.pattern.test(name)) {
      errors.push({ name, value, message: kind.allowed.message });
      continue;
    }
    if (catalogue.indexTooLarge(name)) {
      errors.push({ name, value, message: `index must be 0-${MAX_INDEX} (at most ${MAX_INDEX + 1} entries)` });
      continue;
    }
    const parsed = entry.field.safeParse(value);
    if (!parsed.success) errors.push({ name, value, message: parsed.error.issues[0]?.message ?? 'is invalid' });
  }
  // Rules see only parameters the catalogue knows: an unknown one never fails a request.
  const knownOf = (all: Params) => Object.fromEntries(Object.entries(all).filter(([name]) => catalogue.lookup(name)));
  const known = knownOf(params);
  for (const rule of kind.rules ?? []) errors.push(...rule(known));
  const completed = knownOf({ ...context, ...params });
  for (const rule of kind.rulesWithContext ?? []) errors.push(...rule(completed));
  // One error per parameter, in the order found: the first names the description.
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (seen.has(e.name)) return false;
    seen.add(e.name);
    return true;
  });
}

/** Validates a request with its kind's schema: errors to answer, unknown parameters to log. */
/** How many unknown names of one request get a typo hint. */
const MAX_HINTS = 10;

export function validate(catalogue: Catalogue, schema: ReturnType<typeof requestSchema>, params: Params, context: Params = {}): Validation {
  // A typo hint (an edit distance against the catalogue) for the first few unknown names only:
  // a body of 20,000 unknown names must not hold the event loop.
  const unknown = Object.keys(params)
    .filter((name) => !catalogue.lookup(name) && !catalogue.malformedBracket(name))
    .map((name, i) => {
      const hint = i < MAX_HINTS ? catalogue.suggest(name) : undefined;
      return hint ? { name, hint } : { name };
    });
  const parsed = schema.safeParse({ params, context });
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        return { name, value: params[name] ?? '', message: issue.message };
      });
  return { params, errors, unknown };
}
