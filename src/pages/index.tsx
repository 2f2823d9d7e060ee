/** /docs-archive/: the landing page of the latest documentation (1.1.0). */
import Landing from '../components/Landing/Landing.tsx';
import Link from '@theme/Link';

export const title = 'Qodly Documentation';
export const description =
  'Documentation of Qodly, the low-code platform for business web applications: visual page studio, data model with roles and permissions, QodlyScript, REST API, cloud hosting and custom components.';

export default function Home() {
  return (
    <Landing
      title="Qodly Documentation"
      prefix="/docs-archive"
      lead={
        <>
          Build, run and integrate business web applications with Qodly. You are reading the docs of Qodly <strong>1.1.0</strong>, the latest release (
          <Link href="/docs-archive/notes/1.1.0">what is new</Link>). Looking for an older release? See the <Link href="/docs-archive/1.0.0">1.0.0 archive</Link>.
        </>
      }
    />
  );
}
