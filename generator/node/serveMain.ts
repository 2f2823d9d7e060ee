/** `qdocs serve` (`npm run serve`): serves the site's build/ as a production host would (serve.ts). */
import { main } from './serve.ts';

await main();
