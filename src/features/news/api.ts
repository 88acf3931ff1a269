import { errorStatus, getJson, SPEC_CALL } from '../../lib/http';
import type { Answer, Newsfeed } from '../../types/api';

/** GET {api}/newsfeeds/all: every article. */
export async function fetchNewsfeeds(): Promise<Newsfeed[]> {
  const body = await getJson<Answer<'getNewsfeeds'>>('/newsfeeds/all', undefined, SPEC_CALL);
  return Array.isArray(body.newsfeeds?.data) ? body.newsfeeds.data : [];
}

/** GET {api}/newsfeeds/show?slug=: one article; null when the API answers 404. */
export async function fetchNewsfeed(slug: string): Promise<Newsfeed | null> {
  try {
    const body = await getJson<Answer<'showNewsfeed'>>(`/newsfeeds/show?slug=${encodeURIComponent(slug)}`);
    return body.newsfeed ?? null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
