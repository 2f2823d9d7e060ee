/**
 * The Docusaurus fixture's one build for docusaurus.test.ts (the HTML, the warnings) and docusaurus.spec.ts (the same
 * pages in Chromium), made by tests/sharedBuild.ts: a git repository of its own, the source of "last updated", with
 * the navbar options the browser file renders.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, DOCUSAURUS_FIXTURE } from './docusaurusSite.ts';
import type { SharedBuildRequest } from '../sharedBuild.ts';

export const DOCUSAURUS_BUILD: SharedBuildRequest = {
  fixture: DOCUSAURUS_FIXTURE,
  options: { compress: false },
  // Self-contained (its source text is the shared build's key).
  prepare: (site) => {
    // The navbar options docusaurus.spec.ts renders (item 5): a logo with a dark variant and a size, and a bar that
    // hides on scroll. What docusaurus.test.ts reads does not depend on them (none of its assertions is on the navbar).
    const config = join(site, 'docusaurus.config.js');
    const from = "        logo: {\n          alt: 'Fixture logo',\n          src: 'img/logo.svg',\n        },";
    const to =
      "        hideOnScroll: true,\n        logo: {\n          alt: 'Fixture logo',\n          src: 'img/logo.svg',\n          srcDark: 'img/logo-dark.svg',\n          width: 40,\n          height: 24,\n        },";
    const text = readFileSync(config, 'utf8');
    if (!text.includes(from)) throw new Error(`${config}: the fixture no longer has the navbar logo this build edits`);
    writeFileSync(config, text.replace(from, to));
    copyFileSync(join(site, 'static', 'img', 'logo.svg'), join(site, 'static', 'img', 'logo-dark.svg'));
    // Every file committed by one author on one date: the pages' "last updated".
    commitAll(site, 'Fixture Author', '2024-05-06T12:00:00Z');
  },
};
