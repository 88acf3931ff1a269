import 'react';

declare module 'react' {
  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    /**
     * Element Timing (https://w3c.github.io/element-timing/): names an image, or an element's text,
     * in the paint entries the browser reports (the home hero; the dashboard's points balance).
     */
    elementtiming?: string;
  }
}
