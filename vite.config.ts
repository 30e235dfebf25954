/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// An IIFE cannot code-split, so the widget and the frame app are two builds of one config:
// `vite build --mode widget` then `vite build --mode frame`, both into dist/static, which the
// gateway serves. Anything else (vitest) gets the shared part only.
const outDir = resolve(import.meta.dirname, 'dist/static');

/** Copies locales/*.json into the build, minified, so the gateway serves what was built. */
function copyLocales(): Plugin {
  const dir = resolve(import.meta.dirname, 'locales');
  return {
    name: 'wpwl-copy-locales',
    generateBundle() {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const json: unknown = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: JSON.stringify(json) });
      }
    },
  };
}

/**
 * paymentWidgets.d.ts: the public types of src/widget/options/types.ts (the interfaces the option
 * schema is checked against), plus the two globals a merchant page has.
 */
function emitDeclarations(): Plugin {
  return {
    name: 'wpwl-declarations',
    generateBundle() {
      const types = readFileSync(resolve(import.meta.dirname, 'src/widget/options/types.ts'), 'utf8');
      const source = `// Types of paymentWidgets.js (wpwlOptions, callbacks, the wpwl global), version ${process.env.npm_package_version ?? 'dev'}.
${types}
declare global {
  /** Set before paymentWidgets.js loads. */
  var wpwlOptions: WpwlOptions | undefined;
  /** Defined by paymentWidgets.js. */
  var wpwl: Wpwl | undefined;
}
`;
      this.emitFile({ type: 'asset', fileName: 'paymentWidgets.d.ts', source });
    },
  };
}

const shared: UserConfig = {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // Libraries test `process.env.NODE_ENV` for development warnings; the shipped files never pay for them.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __WPWL_VERSION__: JSON.stringify(process.env.npm_package_version ?? 'dev'),
  },
};

function iife(entry: string, fileName: string, cssFileName: string, extra: Partial<UserConfig> = {}): UserConfig {
  return {
    ...shared,
    ...extra,
    build: {
      outDir,
      emptyOutDir: fileName === 'paymentWidgets.js',
      target: 'es2022',
      sourcemap: process.env.WPWL_SOURCEMAP === '1',
      reportCompressedSize: false,
      lib: {
        entry: resolve(import.meta.dirname, entry),
        formats: ['iife'],
        name: 'wpwlBundle',
        fileName: () => fileName,
        cssFileName,
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'widget') {
    return iife('src/widget/main.ts', 'paymentWidgets.js', 'paymentWidgets', {
      plugins: [copyLocales(), emitDeclarations()],
      publicDir: resolve(import.meta.dirname, 'public'),
    });
  }
  if (mode === 'flows') {
    // Lent by paymentWidgets.js (wpwl.__kit), so the flows bundle does not carry them again.
    const config = iife('src/flows/main.ts', 'paymentWidgets.flows.js', 'paymentWidgets.flows', { publicDir: false });
    config.build = {
      ...config.build,
      rollupOptions: {
        external: ['preact', 'preact/jsx-runtime', '@preact/signals-core'],
        output: { globals: { preact: 'wpwl.__kit.preact', 'preact/jsx-runtime': 'wpwl.__kit.jsx', '@preact/signals-core': 'wpwl.__kit.signals' } },
      },
    };
    return config;
  }
  if (mode === 'spa' || mode === 'playground') {
    // The demo shop's single-page example and the designers' playground, which bundle the loader
    // as an app would.
    const config =
      mode === 'spa'
        ? iife('src/gateway/shop/spa/main.ts', 'spa.js', 'spa', { publicDir: false })
        : iife('src/gateway/shop/spa/playground.ts', 'playground.js', 'playground', { publicDir: false });
    config.build = { ...config.build, outDir: resolve(import.meta.dirname, 'dist/shop') };
    return config;
  }
  if (mode === 'frame') {
    return iife('src/frame/main.ts', 'frame.js', 'frame', { publicDir: false });
  }
  return {
    ...shared,
    define: {},
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'node',
      // DOM tests load iframes and stylesheets; each test answers those requests itself
      // (happyDOM.settings.fetch.interceptor), so nothing reaches the network.
      environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true, enableCSSFileLoading: true } } },
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
    },
  };
});
