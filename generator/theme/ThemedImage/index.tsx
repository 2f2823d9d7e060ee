/**
 * `@theme/ThemedImage`: an image per colour mode (`sources: { light, dark }`). Both are in the prerendered HTML and the
 * style sheet shows the one of the mode in use, so the right one shows before any script runs.
 */
import clsx from 'clsx';
import type { ImgHTMLAttributes } from 'react';

export default function ThemedImage({ sources, className, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      <img {...props} alt={alt} src={sources.light} className={clsx(className, 'themed-image themed-image--light')} />
      <img {...props} alt={alt} src={sources.dark} className={clsx(className, 'themed-image themed-image--dark')} />
    </>
  );
}
