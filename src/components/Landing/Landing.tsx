/**
 * The landing page of a docs version (/docs-archive/ and /docs-archive/1.0.0): a "Get started" action and the
 * search, the five documentation areas with their entry pages (above the fold on a 1280×800 screen), what Qodly
 * is, and the pages readers open most.
 */
import type { ReactNode } from 'react';
import Link from '@theme/Link';
import PageSearch from '@theme/Search/PageSearch';

export interface LandingArea {
  title: string;
  description: string;
  href: string;
}

export interface LandingLink {
  label: string;
  description: string;
  href: string;
}

export const CAPABILITIES: { title: string; text: string }[] = [
  { title: 'Visual page studio', text: 'Design pages in the browser from ready-made components, bound to your data through qodlysources.' },
  { title: 'Data model editor', text: 'Define dataclasses, attributes and relations, and control who reads and writes what with roles and permissions.' },
  { title: 'QodlyScript', text: 'An object-oriented language with classes, ORDA data access and about 150 commands for the server-side logic.' },
  { title: 'REST API', text: 'Every dataclass and exposed function is reachable over HTTP, with filters, sorting and paging.' },
  { title: 'Cloud hosting', text: 'Run the application on Qodly Cloud: a Sandbox to start, then development and production environments.' },
  { title: 'Custom components', text: 'Extend the studio with your own React components, published as npm packages.' },
];

/** The five areas of the docs; `prefix` is the version's path (`/docs-archive` or `/docs-archive/1.0.0`). */
export function areas(prefix: string): LandingArea[] {
  return [
    {
      title: 'Getting Started',
      description: 'Create your account and Sandbox, build a first application and learn how deployment, subscriptions and support work.',
      href: `${prefix}/get-started/quickstart`,
    },
    { title: 'Develop', description: 'Qodly Studio: pages and components, the data model, QodlyScript, debugging, and roles and privileges.', href: `${prefix}/studio/overview` },
    {
      title: 'Run & Manage',
      description: 'The Qodly Cloud console: applications, environments, deployments, users, API keys, monitoring and billing.',
      href: `${prefix}/cloud/consoleOverview`,
    },
    { title: 'Integrations', description: 'The REST API, calls to exposed class functions, and connectors for reporting and dashboards.', href: `${prefix}/api/overview` },
    {
      title: 'Guides',
      description: 'Step by step: the data model objects, CRUD operations, queries, user sessions and a public login page.',
      href: `${prefix}/guides/data-model-objects`,
    },
  ];
}

export function popular(prefix: string): LandingLink[] {
  return [
    { label: 'QodlyScript quick tour', description: 'The language in one page', href: `${prefix}/language/basics/lang-quicktour` },
    { label: 'Collection class', description: 'Push, filter, map, sort and query collections', href: `${prefix}/language/CollectionClass` },
    { label: 'EntitySelection class', description: 'Work with the results of ORDA queries', href: `${prefix}/language/EntitySelectionClass` },
    { label: 'REST $filter', description: 'Query entities over HTTP', href: `${prefix}/api/$filter` },
    { label: 'Roles and privileges', description: 'Who can read, write and run what', href: `${prefix}/studio/roles/overview` },
    { label: 'Commands by theme', description: 'Every command, grouped by what it does', href: `${prefix}/language/commands` },
  ];
}

function AreaCards({ prefix }: { prefix: string }) {
  return (
    <section className="landing__section" aria-labelledby="landing-areas">
      <h2 id="landing-areas">Find your way</h2>
      <ul className="cards landing__areas">
        {areas(prefix).map((area) => (
          <li key={area.title} className="cards__item">
            <Link href={area.href} className="card__link">
              <h3 className="card__title">{area.title}</h3>
              <p className="card__description">{area.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Landing({ title, lead, notice, prefix }: { title: string; lead: ReactNode; notice?: ReactNode; prefix: string }) {
  return (
    <main id="main-content" className="landing" tabIndex={-1}>
      <section className="landing__hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{title}</h1>
        {notice}
        <p className="landing__lead">{lead}</p>
        <div className="landing__actions">
          <Link href={`${prefix}/get-started/quickstart`} className="landing__start">
            Get started
          </Link>
          <div className="landing__search">
            <PageSearch />
          </div>
        </div>
      </section>

      <AreaCards prefix={prefix} />

      <section className="landing__section" aria-labelledby="landing-what">
        <h2 id="landing-what">What Qodly is</h2>
        <p>
          Qodly is a low-code platform for business web applications: you model the data, design the pages, write the logic in QodlyScript, and Qodly hosts the result in the cloud.
        </p>
        <ul className="landing__features">
          {CAPABILITIES.map((c) => (
            <li key={c.title}>
              <strong>{c.title}.</strong> {c.text}
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section" aria-labelledby="landing-popular">
        <h2 id="landing-popular">Popular pages</h2>
        <ul className="landing__popular">
          {popular(prefix).map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
              <span className="landing__popular-description"> — {item.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
