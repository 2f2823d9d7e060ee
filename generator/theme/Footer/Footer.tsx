/** The footer: columns of links (an item may be raw HTML) and the copyright, which is HTML as in Docusaurus. */
import Link from '../Link/Link.tsx';
import ConfigHtml from '../ConfigHtml.tsx';
import { useSite } from '../context.tsx';

export default function Footer() {
  const { footer } = useSite();
  return (
    <footer className={footer.style ? `footer footer--${footer.style}` : 'footer'}>
      <div className="footer__columns">
        {footer.links.map((column) => (
          <div key={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item, i) =>
                'html' in item ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the config; HTML items have no other key
                  <ConfigHtml key={i} as="li" className="footer__item" html={item.html} />
                ) : (
                  <li key={item.label} className="footer__item">
                    <Link href={item.href} className="footer__link">
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright && <ConfigHtml className="footer__copyright" html={footer.copyright} />}
    </footer>
  );
}
