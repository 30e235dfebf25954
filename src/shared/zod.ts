// The one place browser code gets zod from. zod/mini tree-shakes to a few kilobytes, and
// `jitless` must be set before the first parse: otherwise zod probes `new Function`, which a
// strict Content-Security-Policy reports as a violation even though zod then falls back.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
