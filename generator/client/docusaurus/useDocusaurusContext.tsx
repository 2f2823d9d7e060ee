/** `@docusaurus/useDocusaurusContext`: the site's configuration, in the shape Docusaurus components read. */
import { useSite } from '../../theme/context.tsx';

export default function useDocusaurusContext() {
  const site = useSite();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      customFields: site.customFields,
      titleDelimiter: site.titleDelimiter,
      trailingSlash: site.trailingSlash,
      themeConfig: {} as Record<string, unknown>,
    },
    i18n: { defaultLocale: site.defaultLocale, locales: site.locales, currentLocale: site.defaultLocale },
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {} as Record<string, unknown>,
  };
}
