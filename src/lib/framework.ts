/**
 * The door to the libraries every page runs on (router, head tags, sign-in, messages: the
 * `framework` chunk of vite.config.ts, which this module belongs to). The entry imports it on its
 * own, so that chunk is evaluated in a task of its own, after React's and before the app's: no one
 * step of starting a page holds the main thread for long (a low total blocking time).
 */
export { BrowserRouter } from 'react-router-dom';
