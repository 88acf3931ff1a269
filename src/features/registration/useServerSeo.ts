import { useMemo } from 'react';
import { useAsync } from '../../lib/useAsync';
import { fetchSeoTags } from './api';
import { serverSeoFromEntries, type ServerSeo } from './seoTags';

const none: ServerSeo = { elements: [], social: {} };

/** The server's SEO tags for a page (/register asks for 'Register'), fetched after mount; a failure is logged. */
export function useServerSeo(pageName: string): ServerSeo {
  const seos = useAsync(() => fetchSeoTags(pageName), [pageName]);
  const entries = seos.status === 'success' ? seos.data : null;
  return useMemo(() => (entries ? serverSeoFromEntries(entries) : none), [entries]);
}
