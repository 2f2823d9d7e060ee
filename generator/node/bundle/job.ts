/** The bundle stage's child process (bundle/child.ts): what it is given and what it answers. */
import { childKind } from '../children/child.ts';
import type { BundleOptions } from './webpackConfig.ts';
import type { ChunkFiles } from './chunks.ts';
import type { BundleDependencies } from './reuse.ts';

/** Bundles the client and the server entry with webpack; answers the files of every entry and the files it read. */
export const BUNDLE_CHILD = childKind<BundleOptions, ChunkFiles & { dependencies: BundleDependencies }>(new URL('./child.ts', import.meta.url));
