// The widget's module entry, started by paymentWidgets.js (script.ts) with what only a classic
// script can know: its own address, the `wpwl` object it already defined, and the build's files.
import type { WidgetManifest } from '../shared/manifest.ts';
import { type BootEnv, boot } from './boot.tsx';
import type { FlowsBundle } from './flows-api.ts';
import type { Wpwl } from './options/types.ts';

export interface StartEnv {
  win: BootEnv['win'];
  scriptSrc: string;
  wpwl: Wpwl;
  manifest: WidgetManifest;
  /** runs `load` (an import) with `<link rel="modulepreload" integrity>` for these build files */
  preloaded: <T>(files: readonly string[], load: () => Promise<T>) => Promise<T>;
}

export function start({ win, scriptSrc, wpwl, manifest, preloaded }: StartEnv): void {
  const { widget, flows } = manifest.entries;
  const css = widget.css[0];
  boot({
    win,
    scriptSrc,
    wpwl,
    assets: {
      stylesheet: css ? { href: css, integrity: manifest.integrity[css] } : undefined,
      // The on-demand forms, preloaded with their integrity first so that import() takes those files.
      loadFlows: () => preloaded([flows.file, ...flows.imports], () => import('../flows/main.ts') satisfies Promise<FlowsBundle>),
    },
  });
}
