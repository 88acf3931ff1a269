import './styles/main.scss';

/**
 * Browser entry. Prerendered pages are complete HTML: links work and text reads before any script.
 * The app loads once the page itself has loaded, so its scripts never compete with the page's
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

const prerendered = document.getElementById('root')?.firstElementChild !== null;
if (!prerendered || document.readyState === 'complete') void boot();
else window.addEventListener('load', () => void boot(), { once: true });
