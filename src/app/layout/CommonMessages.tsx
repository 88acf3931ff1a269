import { requireCommonMessages } from '../../components/ui/useCommonT';
import { useLocale } from '../../i18n/LocaleProvider';

/**
 * Holds the shell (inside the layout's Suspense) until the page language's common messages are
 * here: a thrown promise, not `use`, so the boundary shows its fallback and tries again when it
 * settles, also on a first render inside a test's act().
 */
export function CommonMessages({ children }: { children: React.ReactNode }) {
  requireCommonMessages(useLocale());
  return children;
}
