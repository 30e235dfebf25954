/** The widget's version, defined by the build (vite.config.ts). */
declare const __WPWL_VERSION__: string | undefined;
