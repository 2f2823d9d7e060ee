/** /docs-archive/1.0.0: the landing page of the archived 1.0.0 documentation. */
import Landing from '../components/Landing/Landing.tsx';
import Link from '@theme/Link';

export const title = 'Qodly 1.0.0 Documentation (archived)';
export const description =
  'Archived documentation of Qodly 1.0.0, no longer actively maintained: getting started, Qodly Studio, QodlyScript, the cloud console, the REST API and guides. See the latest version for current docs.';

export default function ArchiveHome() {
  return (
    <Landing
      title="Qodly 1.0.0 Documentation"
      prefix="/docs-archive/1.0.0"
      notice={
        <p className="landing__archived" role="note">
          <strong>Archived version.</strong> This is the documentation of Qodly 1.0.0, which is no longer actively maintained. For the current release, read the{' '}
          <Link href="/docs-archive/">latest documentation (1.1.0)</Link>.
        </p>
      }
      lead={<>Build, run and integrate business web applications with Qodly 1.0.0. Every page below belongs to the 1.0.0 archive.</>}
    />
  );
}
