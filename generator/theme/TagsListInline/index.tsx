/** A page's tags in a line, after "Tags:" (Docusaurus's @theme/TagsListInline), each a @theme/Tag. */
import Tag, { type TagProps } from '../Tag/index.tsx';

export default function TagsListInline({ tags }: { tags: readonly TagProps[] }) {
  return (
    <>
      <b>Tags:</b>
      <ul className="tags-list-inline">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
