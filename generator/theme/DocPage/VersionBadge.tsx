/** "Version: <label>" above a doc, when its version has `badge` (Docusaurus's DocVersionBadge, same classes). */
import { usePage, useSite } from '../context.tsx';

export default function VersionBadge() {
  const { versions } = useSite();
  const page = usePage();
  const version = versions.find((v) => v.name === page.data.version);
  if (!version?.badge || page.data.kind !== 'doc') return null;
  return <span className="theme-doc-version-badge badge badge--secondary">{`Version: ${version.label}`}</span>;
}
