// wpwlOptions is untyped merchant input. Each key is checked on its own: a wrong or unknown key
// gives a console warning naming it and falls back to the default; nothing here ever throws.
import { editDistance } from '../../shared/distance.ts';
import { z } from '../../shared/zod.ts';

export type WidgetErrorLike = Error & { brand?: string };

export interface WidgetOptions {
  locale: string;
  style: 'card' | 'plain' | 'logos' | 'none';
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  requireCvv: boolean;
  onReady?: (this: unknown, containers: HTMLElement[]) => unknown;
  onBeforeSubmitCard?: (this: HTMLFormElement, event: Event) => unknown;
  onChangeBrand?: (this: unknown, brand: string) => unknown;
  onError?: (this: unknown, error: WidgetErrorLike) => unknown;
}

export const DEFAULT_OPTIONS: WidgetOptions = { locale: 'en', style: 'card', labels: {}, errorMessages: {}, requireCvv: true };

const callback = <F>() => z.custom<F>((v) => typeof v === 'function', 'must be a function');
const texts = z.record(z.string(), z.string());

const SCHEMAS: { [K in keyof WidgetOptions]-?: z.ZodMiniType<WidgetOptions[K]> } = {
  locale: z.string().check(z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'must be a language code such as "en" or "de-AT"')),
  style: z.enum(['card', 'plain', 'logos', 'none']),
  labels: texts,
  errorMessages: texts,
  requireCvv: z.boolean(),
  onReady: callback<NonNullable<WidgetOptions['onReady']>>(),
  onBeforeSubmitCard: callback<NonNullable<WidgetOptions['onBeforeSubmitCard']>>(),
  onChangeBrand: callback<NonNullable<WidgetOptions['onChangeBrand']>>(),
  onError: callback<NonNullable<WidgetOptions['onError']>>(),
};

const KNOWN = Object.keys(SCHEMAS) as Array<keyof WidgetOptions>;

function suggestion(key: string): string {
  const best = KNOWN.map((k) => [k, editDistance(key.toLowerCase(), k.toLowerCase())] as const).sort((x, y) => x[1] - y[1])[0];
  return best && best[1] <= 3 ? ` Did you mean "${best[0]}"?` : '';
}

export function parseOptions(raw: unknown, warn: (message: string) => void): WidgetOptions {
  const options: WidgetOptions = { ...DEFAULT_OPTIONS };
  if (raw === undefined || raw === null) return options;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`wpwlOptions must be an object; got ${Array.isArray(raw) ? 'an array' : typeof raw}. Using the defaults.`);
    return options;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!(KNOWN as string[]).includes(key)) {
      warn(`wpwlOptions.${key} is not a known option and is ignored.${suggestion(key)}`);
      continue;
    }
    const name = key as keyof WidgetOptions;
    const parsed = SCHEMAS[name].safeParse(value);
    if (parsed.success) Object.assign(options, { [name]: parsed.data });
    else warn(`wpwlOptions.${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}; using the default (${JSON.stringify(DEFAULT_OPTIONS[name]) ?? 'none'}).`);
  }
  return options;
}
