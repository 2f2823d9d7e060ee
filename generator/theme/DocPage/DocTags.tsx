/** The tags of a doc, each linking to its tag page (Docusaurus's "Tags:" row under the content). */
import Link from '../Link/Link.tsx';

export default function DocTags({ tags }: { tags: { label: string; href: string }[] }) {
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="doc-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <Link href={tag.href} className="tag" rel="tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
