import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderApp, signInDemoVendor } from '../support/renderApp';

describe('/test: the developer page posting a carbon-credit range', () => {
  it('posts the fixed carbon-credit range with the Authorization header and only logs the answer', async () => {
    const token = signInDemoVendor();
    let sent: { fields: Record<string, string>; authorization: string | null } | null = null;
    server.use(
      http.post('/api/WebData/getCarbonCredits', async ({ request }) => {
        sent = { fields: Object.fromEntries((await request.formData()).entries()) as Record<string, string>, authorization: request.headers.get('Authorization') };
        return HttpResponse.json({ status: 'Success', data: [{ month: '2023-04', points: 1200 }] });
      }),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderApp('/test');
    await userEvent.click(await screen.findByRole('button', { name: 'Get carbon credits' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith({ status: 'Success', data: [{ month: '2023-04', points: 1200 }] }));
    expect(sent).toEqual({ fields: { dateFrom: '2023-04-01', dateUpto: '2023-08-06' }, authorization: `Bearer ${token}` });
  });
});

/** jsdom's Blob has no text(): read it as a browser would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('/SitemapGenerator: builds and downloads sitemap.xml', () => {
  function captureDownload() {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:sitemap';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return { blobs, click };
  }

  it('builds the sitemap with every article and triggers the download', async () => {
    const { blobs, click } = captureDownload();
    renderApp('/SitemapGenerator');
    expect(await screen.findByText('sitemap.xml has been generated and downloaded.')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    const xml = await readBlob(blobs[0]);
    expect(xml).toContain('<loc>http://localhost:5173/about-us</loc>');
    expect(xml).toContain('/news-and-blogs/green-points-explained</loc>');
  });

  it('a news failure is logged and the sitemap still has home and about-us', async () => {
    const { blobs } = captureDownload();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/newsfeeds/all', () => HttpResponse.error()));
    renderApp('/SitemapGenerator');
    expect(await screen.findByText('sitemap.xml has been generated and downloaded.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    const xml = await readBlob(blobs[0]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
