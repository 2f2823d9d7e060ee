/** `qdocs import <docusaurus site> [<target>]` (`npm run import:docusaurus`): see import.ts. */
import { main } from './import.ts';

await main();
