import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { prerenderPaths, findPageRoute } from './app/routes';
import { createAuthStore } from './features/auth/store';

export { prerenderPaths };

/** The page module (under src/pages) a path shows, for the prerender to preload its chunk. */
export function pageModuleFor(path: string): string | undefined {
  return findPageRoute(path)?.page.name;
}

/** Build-time render of one URL (issue 2, item 9): the app's markup, head tags first. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App store={createAuthStore()} />
      </StaticRouter>
    </StrictMode>,
    // Never split a large page into a boundary filled in later by an inline script: the HTML
    // must be the finished page, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
