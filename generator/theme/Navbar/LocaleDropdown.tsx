/** Language switcher: rendered only when the site has more than one locale. */
import Dropdown from './Dropdown.tsx';
import { usePage, useSite } from '../context.tsx';

export default function LocaleDropdown() {
  const { locales, defaultLocale, localeLabels, baseUrl } = useSite();
  const page = usePage();
  if (locales.length < 2) return null;
  const rest = page.path.slice(baseUrl.length);
  const items = locales.map((locale) => ({
    label: localeLabels[locale] ?? locale,
    href: locale === defaultLocale ? `${baseUrl}${rest}` : `${baseUrl}${locale}/${rest}`,
    active: locale === defaultLocale,
  }));
  return (
    <Dropdown
      label={localeLabels[defaultLocale] ?? defaultLocale}
      buttonLabel="Languages"
      items={items}
      renderLink={(item) => (
        <a href={item.href} className="dropdown__link" lang={item.label}>
          {item.label}
        </a>
      )}
    />
  );
}
