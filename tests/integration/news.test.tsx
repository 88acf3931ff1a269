import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { newsfeeds } from '../../src/mocks/data/news';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/renderApp';

describe('news list and articles', () => {
  it('lists every article with its image, title, date and excerpt, newest first', async () => {
    renderApp('/news-and-blogs');
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(newsfeeds.length);
    const first = within(articles[0]);
    expect(first.getByRole('link', { name: newsfeeds[0].title })).toHaveAttribute('href', `/news-and-blogs/${newsfeeds[0].slug}`);
    expect(first.getByText(newsfeeds[0].excerpt)).toBeInTheDocument();
    expect(first.getByText(/\d{1,2} [A-Z][a-z]+ 2026/)).toBeInTheDocument();
  });

  it('says so when nothing is published, and offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('/api/newsfeeds/all', () => HttpResponse.json({ newsfeeds: { data: [] } })));
    const { unmount } = renderApp('/news-and-blogs');
    expect(await screen.findByText('No articles have been published yet.')).toBeInTheDocument();
    unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/newsfeeds/all', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderApp('/news-and-blogs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The articles could not be loaded.');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(newsfeeds.length);
  });

  it('shows an article with its sanitised body and structured data', async () => {
    const article = newsfeeds[2];
    renderApp(`/news-and-blogs/${article.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${article.title} | GreenDrop`));
    const types = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '{}')['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Article']));
  });

  it('an unknown article is a not-found page, not an error', async () => {
    renderApp('/news-and-blogs/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news and blogs' })).toHaveAttribute('href', '/news-and-blogs');
  });

  it('the home page shows the three latest articles', async () => {
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Latest news' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(within(section).getByRole('link', { name: newsfeeds[0].title })).toBeInTheDocument();
  });
});
