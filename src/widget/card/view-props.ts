// What every part of the card form's view is given (view.tsx and the groups it renders).
import type { ReadonlySignal } from '@preact/signals';
import type { FrameHost } from '../frames/host.ts';
import type { I18n, Translate } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import type { CardFlow } from './flow.ts';
import type { CardModel } from './model.ts';

export interface CardFormProps {
  id: string;
  model: CardModel;
  flow: CardFlow;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  i18n: Pick<I18n, 'dir' | 'lang' | 'formatAmount'>;
  formRef: (form: HTMLFormElement | null) => void;
  /** data-wpwl-scheme: the page's colour scheme (scheme.ts) */
  scheme: ReadonlySignal<'light' | 'dark'>;
}
