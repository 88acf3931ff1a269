import './styles/main.scss';

/**
 * Browser entry. Prerendered pages are complete HTML: links work and text reads before any script.
 * The app loads once the page itself has loaded and painted, so its scripts never compete with the page's
 * text, styles and images on a slow connection (issue 6). It is evaluated in steps, each in a
 * task of its own, so no single step keeps the page from answering input for long.
 * A page that is not prerendered (the app shell) starts at once.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./boot');
  await start();
}

/** After the page has loaded and painted: the first idle moment (at most a second later). */
function whenPageSettled(start: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 50));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const prerendered = document.getElementById('root')?.firstElementChild !== null;
if (prerendered) whenPageSettled(() => void boot());
else void boot();
