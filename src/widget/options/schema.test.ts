import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parseOptions } from './schema.ts';

function parse(raw: unknown) {
  const warnings: string[] = [];
  const options = parseOptions(raw, (m) => warnings.push(m));
  return { options, warnings };
}

describe('parseOptions', () => {
  it('keeps valid options and callbacks', () => {
    const onReady = () => undefined;
    const { options, warnings } = parse({ locale: 'de-AT', style: 'plain', labels: { cvv: 'CVC' }, onReady });
    expect(warnings).toEqual([]);
    expect(options).toMatchObject({ locale: 'de-AT', style: 'plain', labels: { cvv: 'CVC' }, onReady });
  });

  it('warns with the option name and falls back to the default on a wrong type', () => {
    const { options, warnings } = parse({ style: 'fancy', requireCvv: 'no', onBeforeSubmitCard: true });
    expect(options.style).toBe('card');
    expect(options.requireCvv).toBe(true);
    expect(options.onBeforeSubmitCard).toBeUndefined();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^wpwlOptions\.style /);
    expect(warnings[1]).toMatch(/^wpwlOptions\.requireCvv /);
    expect(warnings[2]).toContain('wpwlOptions.onBeforeSubmitCard must be a function');
  });

  it('warns about an unknown key and suggests the likely one', () => {
    const { warnings } = parse({ onBeforeSubmitcard: () => false, colour: 'red' });
    expect(warnings[0]).toContain('wpwlOptions.onBeforeSubmitcard is not a known option');
    expect(warnings[0]).toContain('Did you mean "onBeforeSubmitCard"?');
    expect(warnings[1]).not.toContain('Did you mean');
  });

  it('survives options that are not an object', () => {
    for (const raw of [42, 'card', [1, 2], true]) {
      const { options, warnings } = parse(raw);
      expect(options).toEqual(DEFAULT_OPTIONS);
      expect(warnings[0]).toContain('wpwlOptions must be an object');
    }
    expect(parse(undefined).warnings).toEqual([]);
  });

  it('takes "true" and "false" texts where a boolean is expected, as official plugins ship them, and says so', () => {
    const { options, warnings } = parse({
      maskCvv: 'true',
      requireCvv: 'false',
      registrations: { requireCvv: 'true' },
      mandatoryBillingFields: { city: 'true' },
    });
    expect([options.maskCvv, options.requireCvv, options.registrations?.requireCvv, options.mandatoryBillingFields?.city]).toEqual([true, false, true, true]);
    expect(warnings).toEqual([
      'wpwlOptions.maskCvv is the text "true"; taken as true, as the original widget takes it. Write true without quotes.',
      'wpwlOptions.requireCvv is the text "false"; taken as false, as the original widget takes it. Write false without quotes.',
      'wpwlOptions.registrations.requireCvv is the text "true"; taken as true, as the original widget takes it. Write true without quotes.',
      'wpwlOptions.mandatoryBillingFields.city is the text "true"; taken as true, as the original widget takes it. Write true without quotes.',
    ]);
    // Other texts are still wrong, named, and fall back to the default.
    expect(parse({ maskCvv: 'yes' }).warnings[0]).toBe('wpwlOptions.maskCvv must be true or false (got "yes"); using the default (false).');
  });
});
