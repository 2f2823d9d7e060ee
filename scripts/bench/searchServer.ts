/**
 * The bench's static server in a process of its own (`node --import tsx searchServer.ts <dir> <baseUrl>`): the
 * browser's requests are then served by an event loop the bench's own work does not hold up. Prints its port.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '../../generator/node/serve.ts';

const [dir, baseUrl = '/docs-archive/'] = process.argv.slice(2);
const server = await serve({ dir, baseUrl, port: 0 });
console.log(String((server.address() as AddressInfo).port));
// Ends with the bench (its parent closes the pipe) as well as on a signal.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
