import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Element Timing (https://w3c.github.io/element-timing/): names the image in the paint entries the browser reports. */
    elementtiming?: string;
  }
}
