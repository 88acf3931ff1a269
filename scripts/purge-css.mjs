// Only the CSS the site uses (PurgeCSS). Two uses:
// - `purgeUnusedCss`: a PostCSS plugin for the build (vite.config.ts) that drops from our own
//   stylesheets (src/**/*.scss) every rule whose classes appear nowhere in the source, the page
//   template, or the react-bootstrap components that set classes at run time. It runs before Vite
//   hashes the file, so each file's name still follows its content.
// - `criticalCss`: at prerender time, the rules of the main stylesheet that a prerendered page's
//   own markup (and the entry script, which runs before the rest arrives) uses: the sheet inlined
//   in that page's <head> (scripts/critical-css.mjs).
import { PurgeCSS } from 'purgecss';

/**
 * Classes set at run time from parts (template literals, a status from the API, react-bootstrap's
 * transitions, the date picker): kept whatever the source shows. Each pattern names a family the
 * source builds with `${...}`; grep src for "className={`" when adding one.
 */
export const RUNTIME_SAFELIST = {
  standard: [
    // status-${status} (StatusBadge: the API's statuses), alert-${variant} (Notice's variants)
    /^status-/,
    // order-status-${status} (the order history's badges)
    /^order-status-/,
    /^alert-(success|danger|warning|info|dismissible)$/,
    // state classes: is-current, is-leaving, is-sliding, is-success, is-error, is-visible, is-collapsed, ...
    /^is-/,
    // the wizard's slides (slide-${motion}), the charts' tones, the impact rows, the payments summary
    /^slide-/,
    /^bar-chart-/,
    /^impact-row-/,
    /^payments-summary-/,
    /^disclosure-menu-/,
    // react-bootstrap's transitions, the drawer (Offcanvas) and its backdrop, the modal
    'show',
    'showing',
    'hiding',
    'fade',
    'collapse',
    'collapsing',
    /^offcanvas/,
    /^modal/,
    /^react-datepicker/,
  ],
};

/** PurgeCSS's options shared by both uses. */
const common = { safelist: RUNTIME_SAFELIST, keyframes: true, fontFace: true, rejected: false };

/** A PostCSS plugin: our own stylesheets (files matching `only`) keep only the rules `content` uses. */
export function purgeUnusedCss({ content, only = /[\\/]src[\\/].*\.s?css$/ }) {
  return {
    postcssPlugin: 'purge-unused-css',
    async Once(root, { postcss }) {
      const file = root.source?.input.file ?? '';
      if (!only.test(file)) return;
      const [purged] = await new PurgeCSS().purge({ ...common, content, css: [{ raw: root.toString() }] });
      root.removeAll();
      root.append(postcss.parse(purged.css, { from: file }).nodes);
    },
  };
}
purgeUnusedCss.postcss = true;

/**
 * The rules of `css` that the given HTML and scripts use: what a prerendered page needs before the
 * whole stylesheet arrives. Run-time classes are not kept (the whole sheet has them by then).
 */
export async function criticalCss(css, { html, scripts = [], keep = [] }) {
  const [purged] = await new PurgeCSS().purge({
    keyframes: true,
    fontFace: true,
    // Custom properties no kept rule reads (most of Bootstrap's :root): the whole sheet has them all.
    variables: true,
    safelist: { standard: keep },
    content: [...html.map((raw) => ({ raw, extension: 'html' })), ...scripts.map((raw) => ({ raw, extension: 'js' }))],
    css: [{ raw: css }],
  });
  return purged.css;
}
