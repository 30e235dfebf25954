// What paymentWidgets.js itself says, before (or without) the widget's modules: part of the one
// catalogue, src/shared/error-catalogue.ts. Imported by src/widget/script.ts alone and by nothing
// the widget ships, so the build takes it into that one classic script (a module the widget
// imported too would become a chunk the script imports, which the build refuses). The script's
// copy of SCRIPT_ADDRESS_UNKNOWN (the widget reports it too) is held equal by a test. Each export's
// name is its code.
import type { ConsoleNote, ReportedError } from '../errors.ts';

export const SCRIPT_REMOVED: ConsoleNote = {
  message: () => 'this paymentWidgets.js was removed from the page before it ran: it does nothing',
};

export const MODULES_FAILED: ReportedError<{ origin: string; error: unknown }> = {
  code: 'modules.failed',
  name: 'WidgetError',
  message: (p) => `the widget's modules did not load from ${p.origin} (${String(p.error)})`,
};

export const CSP_BLOCKED: ReportedError<{ origin: string; directive: string }> = {
  code: 'csp.blocked',
  name: 'WidgetError',
  message: ({ origin, directive }) => `this page's Content-Security-Policy blocks ${origin} in ${directive}: add ${origin} to ${directive} (docs/csp.md)`,
};
