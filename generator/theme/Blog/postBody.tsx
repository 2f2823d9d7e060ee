/**
 * A post's compiled MDX as the content BlogPostItem shows (its `children`, as in Docusaurus): the whole text on its
 * page, in lists only what comes before the truncation marker (the text after it is the BlogPostRest component,
 * given as nothing there).
 */
import type { ReactNode } from 'react';
import MDXComponents from '../MDXComponents/index.tsx';
import type { PageModule } from '../../shared/page.ts';

const Rest = ({ children }: { children?: ReactNode }) => <>{children}</>;
const Nothing = () => null;

export function postBody(module: PageModule | null | undefined, isBlogPostPage: boolean): ReactNode {
  const Content = module?.default;
  return Content ? <Content components={{ ...MDXComponents, BlogPostRest: isBlogPostPage ? Rest : Nothing }} /> : null;
}
