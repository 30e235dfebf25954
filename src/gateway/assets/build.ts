// The browser code as built (dist/static, `npm run build`): its manifest, read again only when a
// rebuild changed it, so a running gateway serves what was built last.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BuildManifest } from '../../shared/manifest.ts';

/**
 * dist/static of this repository; the packaged gateway (@wpwl/dev-gateway) names the copy inside
 * its package with WPWL_STATIC_DIR before it loads this module.
 */
export const STATIC_DIR = process.env.WPWL_STATIC_DIR ? resolve(process.env.WPWL_STATIC_DIR) : resolve(import.meta.dirname, '../../../dist/static');

let cached: { mtimeMs: number; manifest: BuildManifest } | undefined;

/** The build's manifest, or undefined when nothing is built. */
export async function readBuild(): Promise<BuildManifest | undefined> {
  const file = resolve(STATIC_DIR, 'manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as BuildManifest };
    return cached.manifest;
  } catch {
    return undefined;
  }
}

/** Whether a file under assets/ belongs to the build (its names carry content hashes). */
export function isBuilt(manifest: BuildManifest, file: string): boolean {
  return Object.hasOwn(manifest.integrity, file);
}
