/** Types of scripts/prerender.mjs, for its unit test. */
import type { SignedInModules } from '../src/app/renderStart';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export function signedInModules(manifest: Record<string, ManifestChunk>, pages: { pattern: string; module: string }[], locales: readonly string[], already: string[]): SignedInModules;
export function patternExpression(pattern: string): string;
