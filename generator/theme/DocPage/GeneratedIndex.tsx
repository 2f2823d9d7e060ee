/** A category's generated index: its items as cards with their descriptions. */
import Link from '../Link/Link.tsx';
import type { RouteData } from '../../shared/types.ts';

export default function GeneratedIndex({ data }: { data: RouteData }) {
  return (
    <>
      {data.description && <p className="generated-index__description">{data.description}</p>}
      <ul className="cards">
        {(data.cards ?? []).map((card) => (
          <li key={card.href} className="cards__item">
            <Link href={card.href} className="card__link">
              <h2 className="card__title">{card.title}</h2>
              {card.description && <p className="card__description">{card.description}</p>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
