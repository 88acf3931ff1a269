import { useEffect, useState } from 'react';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { env } from '../config/env';
import { fetchNewsfeeds } from '../features/news/api';
import { buildSitemapXml, sitemapEntries } from '../features/sitemap/buildSitemapXml';
import { useT } from '../i18n/useT';

const FILE_NAME = 'sitemap.xml';

/** Spec section 8: a news fetch failure is logged and an empty list used. */
async function loadSlugs(): Promise<string[]> {
  try {
    return (await fetchNewsfeeds()).map((item) => item.slug).filter(Boolean);
  } catch (error) {
    console.error(error);
    return [];
  }
}

function download(xml: string): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Spec section 2: builds the sitemap XML and triggers a download. */
export default function SitemapGeneratorPage() {
  const t = useT('pages');
  const [xml, setXml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSlugs().then((slugs) => {
      if (!live) return;
      const built = buildSitemapXml(env.siteUrl, sitemapEntries(slugs));
      setXml(built);
      download(built);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="container content-section">
      <Seo title={t('sitemap.title')} path={paths.sitemapGenerator} noindex />
      <h1>{t('sitemap.title')}</h1>
      <p role="status">{t(xml ? 'sitemap.done' : 'sitemap.generating', { file: FILE_NAME })}</p>
      {xml ? (
        <>
          <button type="button" className="btn btn-brand mb-3" onClick={() => download(xml)}>
            {t('sitemap.again')}
          </button>
          <pre className="sitemap-preview">{xml}</pre>
        </>
      ) : null}
    </section>
  );
}
