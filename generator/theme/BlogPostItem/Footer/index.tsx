/**
 * A post's footer (Docusaurus's @theme/BlogPostItem/Footer), of Docusaurus's parts: on its page the tags
 * (@theme/TagsListInline) and the edit link and last update (@theme/EditMetaRow); in lists the tags and "Read more"
 * (@theme/BlogPostItem/Footer/ReadMoreLink) when the post is cut.
 */
import { useBlogPost } from '../../Blog/blogPostContext.tsx';
import TagsListInline from '../../TagsListInline/index.tsx';
import EditMetaRow from '../../EditMetaRow/index.tsx';
import ReadMoreLink from './ReadMoreLink/index.tsx';

export default function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { tags, title, permalink, editUrl, hasTruncateMarker, lastUpdatedAt, lastUpdatedBy } = metadata;
  const truncated = !isBlogPostPage && hasTruncateMarker;
  const editMeta = isBlogPostPage && Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!(tags.length > 0 || truncated || editMeta)) return null;
  return (
    <footer className="blog-post__footer">
      {tags.length > 0 && (
        <div className="blog-post__tags">
          <TagsListInline tags={tags} />
        </div>
      )}
      {truncated && <ReadMoreLink blogPostTitle={title} to={permalink} />}
      {editMeta && <EditMetaRow className="blog-post__edit-meta" editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
    </footer>
  );
}
