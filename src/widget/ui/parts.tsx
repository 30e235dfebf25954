// Small pieces of the card form's view, named after the original widget's class contract:
// wpwl-group-X, wpwl-label-X, wpwl-wrapper-X, wpwl-control-X, wpwl-hint-XError.
import type { ComponentChildren } from 'preact';
import type { FieldError } from '../../shared/errors.ts';
import type { Translate } from '../i18n/index.ts';

export const cls = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

export function Hint({ id, field, error, t }: { id: string; field: string; error: FieldError | undefined; t: Translate }) {
  return error ? (
    <div id={id} class={`wpwl-hint wpwl-hint-${field}Error`}>
      {t(error)}
    </div>
  ) : null;
}

/** A label; with showLabels: false it stays for screen readers and leaves the layout. */
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
  return htmlFor ? (
    <label class={className} for={htmlFor} id={id}>
      {children}
    </label>
  ) : (
    <div class={className} id={id}>
      {children}
    </div>
  );
}

export function Group({ group, error, extra, children }: { group: string; error: boolean; extra?: string; children: ComponentChildren }) {
  return <div class={cls('wpwl-group', extra, `wpwl-group-${group}`, error && 'wpwl-has-error')}>{children}</div>;
}

export function Spinner({ label, color }: { label: string; color: string | undefined }) {
  return (
    <div
      class="wpwl-spinner spinner"
      role="status"
      aria-label={label}
      ref={(el) => {
        // spinner.color, through CSSOM: a style attribute would need 'unsafe-inline'.
        if (el && color) el.style.setProperty('--wpwl-spinner-color', color);
      }}
    />
  );
}
