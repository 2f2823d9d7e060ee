/** Child process of the compression stage: compresses its share of the output's new files (one core's work). */
import { serveChild } from '../children/child.ts';
import { COMPRESS_CHILD } from './job.ts';
import { compressFiles } from './compressFiles.ts';

serveChild(COMPRESS_CHILD, compressFiles);
