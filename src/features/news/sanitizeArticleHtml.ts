import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'title'];

/**
 * Article HTML from the server is sanitised before it is rendered, so no entry can run script on the site.
 * Scripts, event handlers, styles, frames and javascript: links are removed; links that leave
 * the site open safely.
 */
export function sanitizeArticleHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, RETURN_TRUSTED_TYPE: false });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const link of Array.from(doc.querySelectorAll('a[href]'))) {
    if (/^https?:\/\//i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const image of Array.from(doc.querySelectorAll('img'))) image.setAttribute('loading', 'lazy');
  return doc.body.innerHTML;
}
