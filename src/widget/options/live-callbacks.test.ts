// Callbacks as the original reads them: from wpwlOptions when they are called.
import { describe, expect, it } from 'vitest';
import { withLiveCallbacks } from './live-callbacks.ts';
import { parseOptions } from './schema.ts';

describe('withLiveCallbacks', () => {
  it("calls the function the page's wpwlOptions holds now, one it swapped in after rendering", () => {
    const first = () => false;
    const second = () => true;
    const page: { wpwlOptions?: Record<string, unknown> } = { wpwlOptions: { locale: 'de', onBeforeSubmitCard: first } };
    const options = withLiveCallbacks(
      parseOptions(page.wpwlOptions, () => undefined),
      () => page.wpwlOptions,
    );
    expect(options.onBeforeSubmitCard).toBe(first);
    if (page.wpwlOptions) page.wpwlOptions.onBeforeSubmitCard = second;
    expect(options.onBeforeSubmitCard).toBe(second);
    // A new object replacing the page's wpwlOptions is read too; what it lacks is no callback.
    page.wpwlOptions = { onReady: first };
    expect(options.onReady).toBe(first);
    expect(options.onBeforeSubmitCard).toBeUndefined();
    // No wpwlOptions any more (a loader deleted it): the callbacks the widget started with.
    page.wpwlOptions = undefined;
    expect(options.onBeforeSubmitCard).toBe(first);
    // Other options are what the widget parsed when it rendered.
    expect(options.locale).toBe('de');
  });

  it('ignores a value that is not a function, and a getter that throws', () => {
    const page = {
      wpwlOptions: {
        onReady: 'soon',
        get onError(): unknown {
          throw new Error('no');
        },
      },
    };
    const options = withLiveCallbacks(
      parseOptions({}, () => undefined),
      () => page.wpwlOptions,
    );
    expect(options.onReady).toBeUndefined();
    expect(options.onError).toBeUndefined();
  });
});
