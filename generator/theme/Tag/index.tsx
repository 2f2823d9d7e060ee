/**
 * One tag as a link to its page (Docusaurus's @theme/Tag): its label, its description as the link's title, and the
 * number of its pages when given (the tags list pages show it).
 */
import Link from '../Link/Link.tsx';

export interface TagProps {
  permalink: string;
  label: string;
  description?: string;
  count?: number;
}

export default function Tag({ permalink, label, count, description }: TagProps) {
  return (
    <Link rel="tag" href={permalink} title={description} className="tag">
      {label}
      {count !== undefined && count > 0 && <span className="tag__count">{count}</span>}
    </Link>
  );
}
