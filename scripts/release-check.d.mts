export interface ReleaseSettings {
  VITE_SITE_URL: string;
  VITE_API_BASE_URL: string;
  VITE_SEO_API_BASE_URL: string;
  VITE_API_MOCKING: boolean;
  /** Each company fact still a demo value, as a sentence naming the field. */
  DEMO_COMPANY_FACTS: string[];
}
export const RELEASE_FILE: string;
export function releaseSettings(vars: Record<string, string | undefined>, companyFacts?: unknown): ReleaseSettings;
export function releaseProblems(settings: ReleaseSettings): string[];
export function writeReleaseSettings(outDir: string, settings: ReleaseSettings): void;
export function checkBuiltRelease(outDir: string): string[];
