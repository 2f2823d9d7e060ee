/** A blog author (Docusaurus's @theme/Blog/Components/Author): photo, name (linked to their page), title, socials. */
import Link from '../../../Link/Link.tsx';
import type { BlogAuthorData } from '../../../../shared/blog.ts';

const SOCIAL_LABELS: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

export default function BlogAuthor({ author, as: Heading }: { author: BlogAuthorData; as?: 'h1' | 'h2' | 'h3' }) {
  const href = author.page ?? author.url;
  const name = author.name ?? author.key;
  const nameNode = href ? <Link href={href}>{name}</Link> : name;
  return (
    <div className="blog-author">
      {author.imageURL && <img className="blog-author__photo" src={author.imageURL} alt={name ?? ''} loading="lazy" />}
      <div>
        {name && (Heading ? <Heading className="blog-author__name">{nameNode}</Heading> : <span className="blog-author__name">{nameNode}</span>)}
        {author.count !== undefined && <span className="tag__count"> {author.count}</span>}
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {author.description && <p>{author.description}</p>}
        {author.socials && (
          <span className="blog-author__socials">
            {Object.entries(author.socials).map(([platform, url]) => (
              <a key={platform} href={url} target="_blank" rel="noopener noreferrer" title={SOCIAL_LABELS[platform] ?? platform}>
                {SOCIAL_LABELS[platform] ?? platform}
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
