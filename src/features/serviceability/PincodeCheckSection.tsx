import { Suspense } from 'react';
import { paths } from '../../config/paths';
import { preloadPageCatalog } from '../../i18n/catalogs';
import { LoadedLater } from '../../i18n/LoadedLater';
import { useT } from '../../i18n/useT';
import { lazyModule } from '../../lib/lazyModule';
import { whenNearViewport } from '../../lib/useNearViewport';
import type { RatesFor } from './ServiceabilityAnswer';

// The check sits below the fold: its markup is in the prerendered page, and its code and messages
// arrive (and it hydrates) when the visitor comes near it, so reading the top of the page costs no
// script for it.
const PincodeCheck = lazyModule<{ withListLink?: boolean; ratesFor?: RatesFor }>(
  'PincodeCheck',
  () => Promise.all([import('./PincodeCheck'), preloadPageCatalog('serviceability')]).then(([module]) => module),
  { when: () => whenNearViewport(paths.pincodeCheckHash) },
).Component;

/**
 * The pincode check as a section of a content page (collection, household, franchise, the list of
 * cities), marked as a part that hydrates later (`data-hydrates-later`, for
 * scripts/hydration-time.mjs). The home page places it itself: this module as a chunk of its own
 * would cost its first load more than the few lines written twice.
 */
export function PincodeCheckSection({ withListLink, ratesFor, className = '' }: { withListLink?: boolean; ratesFor?: RatesFor; className?: string }) {
  const t = useT('common');
  return (
    <section id={paths.pincodeCheckHash} className={`content-section pincode-check-section ${className}`.trim()} data-hydrates-later="">
      <div className="container content-narrow">
        <Suspense fallback={<p>{t('loading')}</p>}>
          <LoadedLater>
            <PincodeCheck withListLink={withListLink} ratesFor={ratesFor} />
          </LoadedLater>
        </Suspense>
      </div>
    </section>
  );
}
