import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { apiMocking } from '../config/env';
import { loadChunk } from '../lib/loadChunk';
import { localeOfPath, type Locale } from './locale';
import type calculator from '../locales/en/calculator.json';
import type common from '../locales/en/common.json';
import type footer from '../locales/en/footer.json';
import type contact from '../locales/en/contact.json';
import type pages from '../locales/en/pages.json';
import type registration from '../locales/en/registration.json';
import type serviceability from '../locales/en/serviceability.json';
import type schedule from '../locales/en/schedule.json';
import type vendor from '../locales/en/vendor.json';
import type certificate from '../locales/en/certificate.json';
import type impact from '../locales/en/impact.json';
import type payments from '../locales/en/payments.json';
import type outlets from '../locales/en/outlets.json';
import type alerts from '../locales/en/alerts.json';
import type declaration from '../locales/en/declaration.json';
import type account from '../locales/en/account.json';
import type demo from '../locales/en/demo.json';
import type device from '../locales/en/device.json';

/**
 * The UI's message catalogues: one per language and namespace, each its own chunk, so an English
 * page downloads no Hindi and a Hindi page no English. A component asks for its namespace with
 * `useT`; the namespaces a prerendered page used are loaded before it hydrates.
 */
export interface Catalogs {
  common: typeof common;
  /** The site footer's (app/layout/Footer.tsx), which hydrates as the visitor comes near it; the certificate's registration line. */
  footer: typeof footer;
  contact: typeof contact;
  pages: typeof pages;
  registration: typeof registration;
  vendor: typeof vendor;
  calculator: typeof calculator;
  serviceability: typeof serviceability;
  schedule: typeof schedule;
  certificate: typeof certificate;
  impact: typeof impact;
  payments: typeof payments;
  /** The owner's outlets and the people of each (/dashboard/outlets). */
  outlets: typeof outlets;
  /** The bell and the inbox (/dashboard/notifications), and the alert settings (issue 34). */
  alerts: typeof alerts;
  /** The ISCC self-declaration (/dashboard/declaration), its print, the dashboard's reminder and its public check (issue 35). */
  declaration: typeof declaration;
  /** The signed-in vendor's menu (app/layout/SignedInMenu.tsx): loaded with the session's chunk, never by a visitor. */
  account: typeof account;
  /** The demo notice's, in a build with the mock API only (app/layout/DemoNotice.tsx). */
  demo: typeof demo;
  /** Offline, and a new release ready (app/layout/DeviceNotices.tsx): loaded only when one of them shows. */
  device: typeof device;
}
export type Namespace = keyof Catalogs;
export type MessageId<N extends Namespace> = Extract<keyof Catalogs[N], string>;

type Loader = () => Promise<{ messages: Messages }>;

/**
 * The demo notice's words, in a build without the mock API (which shows no notice): none, and
 * their chunks are not named in this table, which is part of the home page's script.
 */
const noDemoWords: Loader = () => Promise.resolve({ messages: {} });

// Written out (not a template string) so the bundler makes exactly one chunk per file.
const loaders: Record<Locale, Record<Namespace, Loader>> = {
  en: {
    common: () => import('../locales/en/common.json?lingui'),
    footer: () => import('../locales/en/footer.json?lingui'),
    contact: () => import('../locales/en/contact.json?lingui'),
    pages: () => import('../locales/en/pages.json?lingui'),
    registration: () => import('../locales/en/registration.json?lingui'),
    vendor: () => import('../locales/en/vendor.json?lingui'),
    calculator: () => import('../locales/en/calculator.json?lingui'),
    serviceability: () => import('../locales/en/serviceability.json?lingui'),
    schedule: () => import('../locales/en/schedule.json?lingui'),
    certificate: () => import('../locales/en/certificate.json?lingui'),
    impact: () => import('../locales/en/impact.json?lingui'),
    payments: () => import('../locales/en/payments.json?lingui'),
    outlets: () => import('../locales/en/outlets.json?lingui'),
    alerts: () => import('../locales/en/alerts.json?lingui'),
    declaration: () => import('../locales/en/declaration.json?lingui'),
    account: () => import('../locales/en/account.json?lingui'),
    demo: apiMocking ? () => import('../locales/en/demo.json?lingui') : noDemoWords,
    device: () => import('../locales/en/device.json?lingui'),
  },
  hi: {
    common: () => import('../locales/hi/common.json?lingui'),
    footer: () => import('../locales/hi/footer.json?lingui'),
    contact: () => import('../locales/hi/contact.json?lingui'),
    pages: () => import('../locales/hi/pages.json?lingui'),
    registration: () => import('../locales/hi/registration.json?lingui'),
    vendor: () => import('../locales/hi/vendor.json?lingui'),
    calculator: () => import('../locales/hi/calculator.json?lingui'),
    serviceability: () => import('../locales/hi/serviceability.json?lingui'),
    schedule: () => import('../locales/hi/schedule.json?lingui'),
    certificate: () => import('../locales/hi/certificate.json?lingui'),
    impact: () => import('../locales/hi/impact.json?lingui'),
    payments: () => import('../locales/hi/payments.json?lingui'),
    outlets: () => import('../locales/hi/outlets.json?lingui'),
    alerts: () => import('../locales/hi/alerts.json?lingui'),
    declaration: () => import('../locales/hi/declaration.json?lingui'),
    account: () => import('../locales/hi/account.json?lingui'),
    demo: apiMocking ? () => import('../locales/hi/demo.json?lingui') : noDemoWords,
    device: () => import('../locales/hi/device.json?lingui'),
  },
};

export const namespaces = Object.keys(loaders.en) as Namespace[];

/** One Lingui instance per language: both can be loaded at once (the build renders both). */
export const i18nFor: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: {} } }),
  hi: setupI18n({ locale: 'hi', locales: ['hi-IN'], messages: { hi: {} } }),
};

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

export function isCatalogLoaded(locale: Locale, namespace: Namespace): boolean {
  return loaded.has(`${locale}/${namespace}`);
}

/**
 * Loads a namespace's messages (once); its keys are stored as "<namespace>.<key>". A catalogue is a
 * chunk like any other: through the one loader (lib/loadChunk), whose first failure in an episode
 * reloads the page; a later one reaches the error boundary of the part or page that needs it, with Retry.
 */
export function loadCatalog(locale: Locale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadChunk(`messages-${locale}-${namespace}`, loaders[locale][namespace]).then(
      ({ messages }) => {
        const prefixed: Messages = {};
        for (const [id, message] of Object.entries(messages)) prefixed[`${namespace}.${id}`] = message;
        i18nFor[locale].load(locale, prefixed);
        loaded.add(key);
      },
      (error: unknown) => {
        pending.delete(key); // a later render may try again (the error view's Retry)
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** In the browser, starts loading a namespace of the page's language (beside a lazily loaded part's code). */
export function preloadPageCatalog(namespace: Namespace): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return loadCatalog(localeOfPath(window.location.pathname), namespace).catch(() => undefined);
}

const failures = new Map<string, unknown>();

/**
 * Returns when a namespace's messages are here. Otherwise it throws the loading promise for the
 * nearest Suspense boundary, which renders again once it settles; a failed load is thrown once as
 * an error (the error view's Retry then asks again). Not React's `use`: a `use` that suspends
 * inside a synchronous act() (a test's first render) leaves the rest of that render queued.
 */
export function requireCatalog(locale: Locale, namespace: Namespace): void {
  const key = `${locale}/${namespace}`;
  if (loaded.has(key)) return;
  if (failures.has(key)) {
    const error = failures.get(key);
    failures.delete(key);
    throw error;
  }
  throw loadCatalog(locale, namespace).catch((error: unknown) => {
    failures.set(key, error);
  });
}

/** Namespaces rendered since the last `startCatalogRecord` (the build notes each page's). */
let recorded: Set<Namespace> | null = null;

export function startCatalogRecord(): void {
  recorded = new Set(['common']);
}

export function recordedCatalogs(): Namespace[] {
  const list = [...(recorded ?? [])];
  recorded = null;
  return list;
}

export function noteCatalogUse(namespace: Namespace): void {
  recorded?.add(namespace);
}
