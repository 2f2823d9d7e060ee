/** Shown on archived and unreleased versions: the page is not the latest release's, with a link to the same page there. */
import Link from '../Link/Link.tsx';
import { usePage, useSite } from '../context.tsx';
import { latestVersion } from '../useVersion.ts';
import { writeStorage, STORAGE_KEYS } from '../storage.ts';

export default function VersionBanner() {
  const { versions, navbar } = useSite();
  const page = usePage();
  const version = versions.find((v) => v.name === page.data.version);
  if (!version || version.banner === 'none') return null;
  const latest = latestVersion(versions);
  const href = page.data.alternates?.[latest.name] ?? `${latest.path}/${latest.mainDocId}`;
  return (
    <div className="version-banner" role="note">
      {version.banner === 'unreleased' ? (
        <>
          This is unreleased documentation for {navbar.title} <strong>{version.label}</strong>. For up-to-date documentation, see the{' '}
        </>
      ) : (
        <>
          This is documentation for {navbar.title} <strong>{version.label}</strong>, which is no longer actively maintained. For up-to-date documentation, see the{' '}
        </>
      )}
      <Link href={href} onClick={() => writeStorage(STORAGE_KEYS.preferredVersion, latest.name)}>
        latest version ({latest.label})
      </Link>
      .
    </div>
  );
}
