// Small pieces of the card form's view, named after the original widget's class contract:
// wpwl-group-X, wpwl-label-X, wpwl-wrapper-X, wpwl-control-X, wpwl-hint-XError.
import { type ReadonlySignal, useSignalEffect } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { FieldError } from '../../shared/errors.ts';
import type { MessageKey, Translate } from '../messages.ts';

export const cls = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

/**
 * The pay button's words: the merchant's `labels.submit` as given (a merchant who writes its own
 * button text means those words, "Jetzt kaufen" without an amount in it); else the amount once
 * known ("Pay €49.99"), else "Pay now".
 */
/**
 * The pay button's words: `labels.submit` as given; else the amount to pay; a checkout that only
 * stores a card (paymentType RG, or createRegistration without a payment type) saves it, as the
 * original's `register` label says, never "Pay €0.00".
 */
export function payText(t: Translate, labels: Readonly<Record<string, string>> | undefined, amount: string | null, registration = false): string {
  if (labels?.submit !== undefined) return t('submit');
  if (registration) return t('register');
  return amount ? t('payAmount', { amount }) : t('submit');
}

/**
 * Classes that come and go (wpwl-has-error, wpwl-focus, …), toggled one by one on the element the
 * returned ref is given. The element's `class` attribute itself stays as rendered, so classes a
 * merchant's script added are never written over.
 */
export function useClassToggles<T extends Element>(toggles: () => Record<string, boolean>) {
  const ref = useRef<T | null>(null);
  useSignalEffect(() => {
    const wanted = toggles();
    const el = ref.current;
    if (el) for (const [name, on] of Object.entries(wanted)) el.classList.toggle(name, on);
  });
  return ref;
}

/** A text in the language shown: when the language or the words change, only this text node does. */
export function Text({ t, k, vars }: { t: Translate; k: MessageKey; vars?: Record<string, string> }) {
  return <>{t(k, vars)}</>;
}

/** A field's error text, shown below it while it has one (the last node of its group). */
export function FieldHint({ id, field, error, t }: { id: string; field: string; error: ReadonlySignal<FieldError | undefined>; t: Translate }) {
  const code = error.value;
  return code ? (
    <div id={id} class={`wpwl-hint wpwl-hint-${field}Error`}>
      {t(code)}
    </div>
  ) : null;
}

export function Hint({ id, field, error, t }: { id: string; field: string; error: FieldError | undefined; t: Translate }) {
  return error ? (
    <div id={id} class={`wpwl-hint wpwl-hint-${field}Error`}>
      {t(error)}
    </div>
  ) : null;
}

/** A label; with showLabels: false it stays for screen readers and leaves the layout. */
/**
 * Out of view, still read by screen readers (showLabels: false, the live region). Set on the
 * element itself (through the CSSOM: no style attribute, so no 'unsafe-inline'), not by the
 * stylesheet: with style 'none' there is none, and a page rule (`label { position: static }`, a
 * reset's `* { margin: 0 }`), which wins over the widget's layered stylesheet, must not show it.
 */
export const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;

export function Label({
  group,
  htmlFor,
  id,
  visible,
  children,
}: {
  group: string;
  htmlFor?: string;
  id?: string;
  visible: boolean;
  children: ComponentChildren;
}) {
  const className = cls('wpwl-label', `wpwl-label-${group}`, !visible && 'wpwl-sr-only');
  const style = visible ? undefined : SR_ONLY;
  return htmlFor ? (
    <label class={className} for={htmlFor} id={id} style={style}>
      {children}
    </label>
  ) : (
    <div class={className} id={id} style={style}>
      {children}
    </div>
  );
}

export function Group({ group, error, extra, children }: { group: string; error: boolean; extra?: string; children: ComponentChildren }) {
  return <div class={cls('wpwl-group', extra, `wpwl-group-${group}`, error && 'wpwl-has-error')}>{children}</div>;
}
