// The card form's brand parts: the brand select with the brand's logo (.wpwl-group-brand), and the
// choice of a co-badged card's brand (.wpwl-group-brandChoice).
import { type ReadonlySignal, useComputed } from '@preact/signals';
import { BrandLogo } from '../../page-kit/ui/BrandLogo.tsx';
import { cls, Label, Text, useClassToggles } from '../../page-kit/ui/parts.tsx';
import { cardBrand } from '../../shared/brands.ts';
import type { CardModel } from './model.ts';
import type { CardFormProps } from './view-props.ts';

export function BrandGroup({ id, model, flow, options, t }: CardFormProps) {
  const selected = useComputed(() => model.brand.value ?? '');
  // style 'plain' drops the brand select, as the original's does: the brand comes from the number.
  // The group and its logo stay (integrations move or clone .wpwl-brand-card).
  if (options.style === 'plain')
    return (
      <div class="wpwl-group wpwl-group-brand">
        <BrandShown brand={model.brand} brands={model.brands} />
      </div>
    );
  return (
    <div class="wpwl-group wpwl-group-brand">
      <Label group="brand" htmlFor={`${id}-brand`} visible={options.showLabels}>
        <Text t={t} k="brand" />
      </Label>
      <div class="wpwl-wrapper wpwl-wrapper-brand">
        <select
          data-wpwl-own=""
          id={`${id}-brand`}
          class="wpwl-control wpwl-control-brand"
          name="paymentBrand"
          value={selected}
          onChange={(event) => flow.setBrand(event.currentTarget.value)}
        >
          <BrandOptions brands={model.brands} />
        </select>
      </div>
      <BrandShown brand={model.brand} brands={model.brands} />
    </div>
  );
}

function BrandOptions({ brands }: { brands: ReadonlySignal<readonly string[]> }) {
  return (
    <>
      {brands.value.map((b) => (
        <option value={b} key={b}>
          {cardBrand(b)?.label ?? b}
        </option>
      ))}
    </>
  );
}

/**
 * The detected or chosen brand's logo, lit while the shopper types: one element for good (merchant
 * code moves or clones .wpwl-brand-card), whose wpwl-brand-{BRAND} class follows the brand.
 */
function BrandShown({ brand, brands }: { brand: ReadonlySignal<string | null>; brands: ReadonlySignal<readonly string[]> }) {
  const box = useClassToggles<HTMLDivElement>(() => Object.fromEntries(brands.value.map((b) => [`wpwl-brand-${b}`, b === brand.value])));
  const hidden = useComputed(() => brand.value === null);
  return (
    <div ref={box} class="wpwl-brand wpwl-brand-card" hidden={hidden}>
      <BrandMark brand={brand} />
    </div>
  );
}

function BrandMark({ brand }: { brand: ReadonlySignal<string | null> }) {
  const b = brand.value;
  return b ? <BrandLogo brand={b} label={cardBrand(b)?.label ?? b} /> : null;
}

/** A co-badged card: the shopper picks the brand (always on the page, hidden until needed). */
export function BrandChoice({ id, model, flow, t }: CardFormProps) {
  const choices = brandChoices(model);
  const brand = model.brand.value;
  return (
    <div class="wpwl-group wpwl-group-brandChoice" role="radiogroup" aria-label={t('brandChoice')} hidden={choices.length === 0}>
      {choices.map((b) => (
        <label class={cls('wpwl-brand-choice', brand === b && 'wpwl-selected')} key={b}>
          <input type="radio" data-wpwl-own="" name={`${id}-brand-choice`} value={b} checked={brand === b} onChange={() => flow.setBrand(b)} />
          <BrandLogo brand={b} />
          {cardBrand(b)?.label ?? b}
        </label>
      ))}
    </div>
  );
}

/** A co-badged card's brands the merchant accepts, when there is a choice to make. */
function brandChoices(model: CardModel): readonly string[] {
  const choices = model.candidates.value.filter((b) => model.brands.value.includes(b));
  return choices.length > 1 ? choices : [];
}
