import Link from '../Link/Link.tsx';
import { useSite } from '../context.tsx';

export default function Footer() {
  const { footer } = useSite();
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__columns">
        {footer.links.map((column) => (
          <div key={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href} className="footer__link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
