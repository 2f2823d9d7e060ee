/**
 * The Qodly site's words for the search worker's warm-up (site.config.ts `search.warmUp`): a tiny index in the
 * docs' own vocabulary (QodlyScript identifiers, 4D classes, $-parameters) and queries of every kind.
 */
import type { WarmUpWords } from '../generator/node/config/schema.ts';

const words: WarmUpWords = {
  sections: [
    ['/a', 'zipReadArchive', 'zipReadArchive', 'Use zipReadArchive to read a 4D.ZipArchive: $filter entities, selections and files.'],
    ['/a#example', 'zipReadArchive', 'Example', 'var archive : 4D.ZipArchive := zipReadArchive(file) ; the folder of the entity selection'],
    ['/b', 'EntitySelection', 'EntitySelection', 'An entity selection holds references to entities of one dataclass: query, orderBy, filter.'],
    ['/b#page-4217', 'EntitySelection', 'Page 4217 function4217', 'function4217 and function42 serve sessions, privileges and roles with permissions.'],
    ['/c', '4D.File', '4D.File', 'A file object: create, copy, delete files and folders; archives and zip compression.'],
  ],
  queries: [
    'zip archive',
    'zipReadArchive',
    'zipread',
    '$filter',
    '4D.File',
    'en',
    'entit',
    'selections',
    'title:file',
    'archiv~1',
    '+zip -folder',
    'functon4217',
    'function42',
    'serv*',
  ],
  tags: 'zip archive',
  categories: 'Language Commands',
};
export default words;
