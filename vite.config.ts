/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createLogger, defineConfig, type Logger, type Plugin, type Rolldown } from 'vite';
import { CODINGS, encodings, isCompressible, SUFFIX } from './src/gateway/assets/precompressed.ts';
import { type BuildManifest, ENTRIES, type EntryFiles, type EntryName, type WidgetManifest } from './src/shared/manifest.ts';
import { ALIASES, LOCALES } from './src/widget/i18n/locales.ts';

// One build of all browser code into dist/static, which the gateway serves: the classic script on
// the merchant's tag (paymentWidgets.js), and ES modules with content-hashed names under assets/
// (the widget, the on-demand forms, the frame app, the demo shop's apps), split by Vite so that no
// library is downloaded twice.
const root = import.meta.dirname;
const outDir = resolve(root, 'dist/static');
const version = process.env.npm_package_version ?? 'dev';

/**
 * The entries. paymentWidgets.js imports the widget's module (src/widget/main.ts) by the URL its
 * manifest gives; the on-demand forms (src/methods/main.ts) are a chunk the widget imports.
 */
const INPUTS: Record<Exclude<EntryName, 'methods' | 'i18n' | 'pay' | 'english'> | 'paymentWidgets' | 'styles', string> = {
  paymentWidgets: 'src/widget/script.ts',
  widget: 'src/widget/main.ts',
  // The widget's stylesheet, linked by the widget itself (with its integrity) unless style is 'none'.
  styles: 'src/widget/styles/widget.css',
  frame: 'src/frame/main.ts',
  spa: 'src/shop/spa/main.ts',
  playground: 'src/shop/spa/playground.ts',
};

/** The modules imported with import(), each a chunk named for what it is. */
const DYNAMIC: Partial<Record<string, string>> = {
  methods: 'src/methods/main.ts',
  i18n: 'src/widget/i18n/engine.ts',
  pay: 'src/widget/on-demand/pay-entry.ts',
  // The English texts built into the widget, imported only when no language file can be loaded.
  english: 'locales/en.json',
};

const sri = (content: string | Uint8Array) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/**
 * Writes the build's manifest (dist/static/manifest.json, for the gateway) and the widget's part of
 * it into paymentWidgets.js, with the integrity of every file. paymentWidgets.js must import
 * nothing: it is a classic script.
 */
function manifest(): Plugin {
  return {
    name: 'wpwl-manifest',
    // After Vite's own steps (its CSS is final only then), so the hashes are of what is written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const entry = (name: string) => {
          const dynamic = DYNAMIC[name];
          const chunk = chunks.find((c) => (dynamic ? c.isDynamicEntry && c.facadeModuleId?.endsWith(dynamic) : c.isEntry && c.name === name));
          if (!chunk) this.error(`entry ${name} is missing from the build`);
          return chunk;
        };
        const script = entry('paymentWidgets');
        const imported = [...script.imports, ...script.dynamicImports];
        if (imported.length > 0) this.error(`paymentWidgets.js must stay one classic script, but it imports ${imported.join(', ')}`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const filesOf = (chunk: Rolldown.OutputChunk): EntryFiles => {
          const imports: string[] = [];
          const visit = (file: string) => {
            if (imports.includes(file)) return;
            const c = byFile.get(file);
            for (const f of c?.imports ?? []) visit(f);
            imports.push(file);
          };
          for (const f of chunk.imports) visit(f);
          const css = [chunk.fileName, ...imports].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { file: chunk.fileName, imports, css: [...new Set(css)] };
        };
        const entries = Object.fromEntries(ENTRIES.map((name) => [name, filesOf(entry(name))])) as Record<EntryName, EntryFiles>;
        // The widget's stylesheet is an entry of its own (so that no script loads it): the widget's.
        entries.widget.css = Object.values(bundle)
          .filter((a) => a.type === 'asset' && a.names.includes('styles.css'))
          .map((a) => a.fileName);
        const integrity: Record<string, string> = {};
        for (const item of Object.values(bundle)) {
          if (item.fileName === script.fileName) continue;
          if (item.type === 'chunk') integrity[item.fileName] = sri(item.code);
          else if (item.fileName.endsWith('.css')) integrity[item.fileName] = sri(item.source);
        }
        const full: BuildManifest = { version, entries, integrity };
        const widgetFiles = [entries.widget, entries.i18n, entries.pay, entries.methods, entries.english].flatMap((e) => [e.file, ...e.imports, ...e.css]);
        const part: WidgetManifest = {
          version,
          entries: { widget: entries.widget, i18n: entries.i18n, pay: entries.pay, methods: entries.methods, english: entries.english },
          integrity: Object.fromEntries(widgetFiles.map((f) => [f, integrity[f] ?? ''])),
          locales: { codes: LOCALES, aliases: ALIASES },
        };
        const placeholder = /__WPWL_MANIFEST__/g;
        const uses = script.code.match(placeholder)?.length ?? 0;
        if (uses !== 1) this.error(`paymentWidgets.js should name __WPWL_MANIFEST__ once, not ${uses} times`);
        // In a function of its own: the bundle's top-level names (minified to e, t, n…) would
        // otherwise be globals of the merchant's page, a classic script's top level being the
        // window's, and overwrite the page's own `t` or `e`.
        script.code = `(function () {\n${script.code.replace(placeholder, JSON.stringify(part)).replace(/\n$/, '')}\n})();\n`;
        this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(full, null, 2) });
      },
    },
  };
}

/**
 * The frame app gets its own copy of every module it imports. A frame is a document of the
 * gateway's origin inside the merchant's page, so the browser keeps its downloads in another cache
 * partition than the page's: a chunk shared with the widget would be downloaded twice anyway, and
 * would carry what only the widget runs (its option schemas' share of zod). Its own copies are
 * tree-shaken to what the frame runs.
 */
function isolateFrame(): Plugin {
  const FRAME = '?wpwl-frame';
  const frameEntry = resolve(root, INPUTS.frame);
  return {
    name: 'wpwl-isolate-frame',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const inFrame = importer.endsWith(FRAME) || importer === frameEntry;
      if (!inFrame || source.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer.replace(FRAME, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0') || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: resolved.id + FRAME };
    },
  };
}

/**
 * The name of the widget's core chunk for the modules the widget's entry imports statically,
 * directly or through others (not those of import(): the on-demand forms, i18next, the pay chunk), and for no
 * other: not the entry itself (it would be left an empty facade), nor the frame app's copies.
 */
function widgetCore(entry: string): Rolldown.CodeSplittingNameFunction {
  let upFront: Set<string> | undefined;
  return (id, ctx) => {
    if (!upFront) {
      // Walked down from the entry once, along static imports only.
      const found = new Set<string>();
      const queue = [...(ctx.getModuleInfo(entry)?.importedIds ?? [])];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (next === entry || found.has(next)) continue;
        found.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      upFront = found;
    }
    return !id.endsWith('.css') && upFront.has(id) ? 'core' : null;
  };
}

/** Copies locales/*.json into the build, minified, so the gateway serves what was built. */
function copyLocales(): Plugin {
  const dir = resolve(root, 'locales');
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
 * schema is checked against), plus the two globals a merchant page has. Its doc comments are the
 * merchants'; its line comments, about our code, stay out (test/declarations.test.ts).
 */
function emitDeclarations(): Plugin {
  return {
    name: 'wpwl-declarations',
    generateBundle() {
      const types = readFileSync(resolve(root, 'src/widget/options/types.ts'), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*\/\//.test(line))
        .join('\n')
        .trimStart();
      const source = `// Types of paymentWidgets.js (wpwlOptions, callbacks, the wpwl global), version ${version}: {gateway}/v1/paymentWidgets.d.ts
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

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside each file the gateway
 * serves, which sends the one the request accepts (src/gateway/routes/assets.ts). Here rather than
 * on the gateway's first request for a file: brotli 11 takes half a second of a core for one
 * build's files, which would fall on the first shopper's load after every start of the gateway
 * (every e2e run and benchmark starts one), while a build pays it once, beside files that never
 * change under their build. The copies are on disk to see (`ls dist/static/assets`) and are what
 * a CDN or nginx's gzip_static would serve.
 */
function precompress(): Plugin {
  return {
    name: 'wpwl-precompress',
    // After everything is on disk: the bundle, and the public files copied before it.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // manifest.json is the gateway's own reading, not served.
        const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => isCompressible(f) && f !== 'manifest.json');
        await Promise.all(
          files.map(async (file) => {
            const encoded = await encodings(await readFile(resolve(outDir, file)));
            await Promise.all(CODINGS.map((coding) => encoded[coding] && writeFile(resolve(outDir, file + SUFFIX[coding]), encoded[coding])));
          }),
        );
      },
    },
  };
}

/**
 * A build that prints no warning (`npm start` runs one): every warning the bundler (its onLog) or
 * Vite (its logger) gives is printed as usual and kept, and the build fails at its end naming them,
 * so the build `npm test` runs is the check. A warning is fixed at its cause, not filtered here.
 */
function failOnWarnings() {
  // A Set: the bundler's warnings also reach Vite's logger.
  const warnings = new Set<string>();
  const base = createLogger();
  const logger: Logger = {
    ...base,
    warn(message, options) {
      warnings.add(message);
      base.warn(message, options);
    },
    warnOnce(message, options) {
      warnings.add(message);
      base.warnOnce(message, options);
    },
  };
  const onLog: Rolldown.RolldownOptions['onLog'] = (level, log, handler) => {
    if (level === 'warn') warnings.add(log.message);
    handler(level, log);
  };
  const plugin: Plugin = {
    name: 'wpwl-no-warnings',
    apply: 'build',
    closeBundle() {
      if (warnings.size > 0) this.error(`the build warned (${warnings.size}); fix each at its cause:\n${[...warnings].map((w) => `- ${w}`).join('\n')}`);
    },
  };
  return { logger, onLog, plugin };
}

const warned = failOnWarnings();

export default defineConfig(({ command }) => ({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // Libraries test `process.env.NODE_ENV` for development warnings; the shipped files never pay for them.
  define:
    command === 'build'
      ? {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __WPWL_VERSION__: JSON.stringify(version),
        }
      : {},
  publicDir: resolve(root, 'public'),
  // The one JSON module of the browser code, the English built in (locales/en.json, imported only
  // when no language file can be loaded), as one object: its keys as named exports too would
  // nearly double the chunk.
  json: { namedExports: false },
  ...(command === 'build' ? { customLogger: warned.logger } : {}),
  plugins: [warned.plugin, isolateFrame(), manifest(), copyLocales(), emitDeclarations(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.WPWL_SOURCEMAP === '1',
    reportCompressedSize: false,
    // Library mode, so that Vite leaves import() as written: preloading is the widget's own, with
    // integrity (script.ts, main.ts), and paymentWidgets.js must import no helper.
    lib: { entry: Object.fromEntries(Object.entries(INPUTS).map(([name, file]) => [name, resolve(root, file)])), formats: ['es'] },
    cssCodeSplit: true,
    copyPublicDir: true,
    rolldownOptions: {
      // Entries keep their exports (the widget's start, the on-demand forms' mounts).
      preserveEntrySignatures: 'strict',
      onLog: warned.onLog,
      output: {
        // Library mode keeps whitespace and annotations for other bundlers; these files are final.
        minify: true,
        comments: false,
        // Few files, each loaded where it is needed: everything the widget's module needs up front
        // in one (gzip compresses one file better than several, and no import list joins them),
        // i18next and the pay path beside it, the on-demand forms and the frame app with what only
        // they run.
        codeSplitting: {
          // debugName: the bundler's timing report names a group whose name is a function by it (and warns without one).
          groups: [{ name: widgetCore(resolve(root, INPUTS.widget)), debugName: 'core', priority: 1 }],
        },
        entryFileNames: (chunk) => (chunk.name === 'paymentWidgets' ? 'paymentWidgets.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: (chunk) => {
          const name = Object.entries(DYNAMIC).find(([, file]) => file && chunk.facadeModuleId?.endsWith(file))?.[0];
          return `assets/${name ?? '[name]'}-[hash].js`;
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
    environment: 'node',
    // DOM tests load iframes and stylesheets; each test answers those requests itself
    // (happyDOM.settings.fetch.interceptor), so nothing reaches the network.
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true, enableCSSFileLoading: true } } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
}));
