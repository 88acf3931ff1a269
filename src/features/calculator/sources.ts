import type { MessageId } from '../../i18n/catalogs';

/**
 * Where the factors of config/oilFactors.ts are published, for the page's list of sources (each
 * title a message of the `calculator` catalogue). Kept with the calculator, the only page that links
 * them: the factors themselves also reach the shell, which the home page's figures need.
 */
export const sources = [
  { label: 'source.redII', href: 'https://eur-lex.europa.eu/eli/dir/2018/2001/oj' },
  { label: 'source.fssai', href: 'https://www.fssai.gov.in/ruco/' },
] as const satisfies readonly { label: MessageId<'calculator'>; href: string }[];
