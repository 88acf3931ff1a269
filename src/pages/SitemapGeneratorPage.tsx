import { useEffect, useState } from 'react';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { env } from '../config/env';
import { fetchNewsfeeds } from '../features/news/api';
import { buildSitemapXml, sitemapEntries } from '../features/sitemap/buildSitemapXml';
import { useT } from '../i18n/useT';
import { downloadFile } from '../lib/downloadFile';

const FILE_NAME = 'sitemap.xml';

/** A news fetch failure is only logged, and the sitemap is built without articles. */
async function loadSlugs(): Promise<string[]> {
  try {
    return (await fetchNewsfeeds()).map((item) => item.slug).filter(Boolean);
  } catch (error) {
    console.error(error);
    return [];
  }
}

/** Builds the sitemap XML and triggers its download. */
export default function SitemapGeneratorPage() {
  const t = useT('pages');
  const [xml, setXml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSlugs().then((slugs) => {
      if (!live) return;
      const built = buildSitemapXml(env.siteUrl, sitemapEntries(slugs));
      setXml(built);
      downloadFile(FILE_NAME, built, 'application/xml');
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
          <button type="button" className="btn btn-brand mb-3" onClick={() => downloadFile(FILE_NAME, xml, 'application/xml')}>
            {t('sitemap.again')}
          </button>
          <pre className="sitemap-preview">{xml}</pre>
        </>
      ) : null}
    </section>
  );
}
