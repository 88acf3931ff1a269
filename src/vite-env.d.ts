/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SEO_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_AUTH_REFRESH_MINUTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
