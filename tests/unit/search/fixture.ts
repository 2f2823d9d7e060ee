/** A small, realistic set of documentation pages for index and relevance tests. */
import type { SearchInputPage } from '../../../generator/node/search/indexer.ts';

const docs = (path: string, pageTitle: string, categories: string[], tags: string[], sections: [string, string, string][]): SearchInputPage => ({
  path: `/docs-archive/${path}`,
  pageTitle,
  tag: 'docs-default-1.1.0',
  type: 'docs',
  sidebarParentCategories: categories,
  tags,
  sections: sections.map(([title, anchor, text]) => ({ title, anchor, text })),
});

export const FIXTURE_PAGES: SearchInputPage[] = [
  docs(
    'language/commands/zipReadArchive',
    'zipReadArchive',
    ['Language', 'Commands'],
    ['zip', 'archive', 'unzip', 'ZipArchive'],
    [
      ['', '', 'zipReadArchive opens a ZIP file and returns a 4D.ZipArchive object that lets you browse and read its contents without extracting them.'],
      ['Syntax', 'syntax', 'zipReadArchive ( zipFile : 4D.File { , password : string } ) : 4D.ZipArchive'],
      [
        'Description',
        'description',
        'zipReadArchive reads the table of contents of zipFile and gives it back as a 4D.ZipArchive. Nothing is decompressed to disk. Its root property is a 4D.ZipFolder.',
      ],
      ['Example', 'example', 'var archive : 4D.ZipArchive archive = zipReadArchive(file("/DATA/exports.zip")) var names : collection names = archive.root.files().extract("name")'],
    ],
  ),
  docs(
    'language/commands/zipCreateArchive',
    'zipCreateArchive',
    ['Language', 'Commands'],
    ['zip', 'archive', 'compression'],
    [
      ['', '', 'zipCreateArchive compresses a file, a folder or a structure object into a ZIP archive. To read an archive, use zipReadArchive.'],
      ['Syntax', 'syntax', 'zipCreateArchive ( source : 4D.File | 4D.Folder | object , destination : 4D.File ) : object'],
      ['Example', 'example', 'var status : object status = zipCreateArchive(folder("/DATA/export"), file("/DATA/export.zip"))'],
    ],
  ),
  docs(
    'language/ZipArchiveClass',
    'ZipArchive',
    ['Language', 'Classes'],
    ['zip', 'archive', 'ZipArchive', 'root'],
    [
      ['', '', 'A 4D.ZipArchive object represents an opened ZIP file. You get one with the zipReadArchive command. The object is a view of the archive: nothing is extracted.'],
      ['.root', 'root', 'The .root property contains a 4D.ZipFolder that stands for the top level of the archive.'],
    ],
  ),
  docs(
    'language/FileClass',
    'File',
    ['Language', 'Classes'],
    ['file', '4D.File', 'read file', 'write file'],
    [
      ['', '', 'A 4D.File object designates a file on the server file system. You get one with the file command. A File object is only a reference.'],
      ['.create()', 'create', 'Creates the file on disk. Returns true when the file was created.'],
      ['.getText()', 'gettext', 'Returns the content of the file as text, decoded with the given charset.'],
    ],
  ),
  docs(
    'language/commands/file',
    'file',
    ['Language', 'Commands'],
    ['file', 'path'],
    [
      ['', '', 'The file command returns a 4D.File object for a POSIX path such as /DATA/report.txt. The file does not have to exist.'],
      ['Example', 'example', 'var f : 4D.File f = file("/DATA/report.txt") f.setText("hello")'],
    ],
  ),
  docs(
    'language/FolderClass',
    'Folder',
    ['Language', 'Classes'],
    ['folder', '4D.Folder'],
    [['', '', 'A 4D.Folder object designates a folder. Its files() function returns a collection of 4D.File objects and file() returns one 4D.File.']],
  ),
  docs(
    'api/$filter',
    '$filter',
    ['REST API', 'Parameters'],
    ['filter', 'query', 'REST'],
    [
      ['', '', 'Use $filter to get the entities of a dataclass that match a query, for example /rest/Employee?$filter="salary>50000".'],
      ['Syntax', 'syntax', 'GET /rest/{dataClass}?$filter="{attribute} {comparator} {value}"'],
      ['Combining with $orderby', 'combining-with-orderby', 'You can combine $filter with $orderby and $top to sort and limit the entities returned.'],
    ],
  ),
  docs(
    'api/$orderby',
    '$orderby',
    ['REST API', 'Parameters'],
    ['sort', 'order'],
    [['', '', 'Use $orderby to sort the entities returned by a REST request. It is often combined with $filter to filter entities first.']],
  ),
  docs(
    'language/commands/newSharedObject',
    'newSharedObject',
    ['Language', 'Commands'],
    ['shared object', 'Storage'],
    [
      ['', '', 'newSharedObject creates a shared object that several processes can read and modify inside use...end blocks.'],
      ['Example', 'example', 'var settings : object settings = newSharedObject("theme", "dark") use(settings) settings.theme = "light" end'],
    ],
  ),
  docs(
    'language/commands/newObject',
    'newObject',
    ['Language', 'Commands'],
    ['object'],
    [['', '', 'newObject creates a new empty object or an object filled with property and value pairs. To share it between processes, use newSharedObject instead.']],
  ),
  docs(
    'language/basics/lang-shared',
    'Shared objects and collections',
    ['Language', 'Basics'],
    ['shared', 'use', 'locking'],
    [
      ['', '', 'Shared objects and shared collections can be read and written by several processes. Create them with newSharedObject and newSharedCollection.'],
      ['Creating shared objects', 'creating-shared-objects', 'Call newSharedObject or newSharedCollection; modifications happen inside use...end structures.'],
    ],
  ),
  docs(
    'language/EntitySelectionClass',
    'EntitySelection',
    ['Language', 'Classes'],
    ['entity selection', 'ORDA', 'query'],
    [
      ['', '', 'An EntitySelection is a set of references to entities of the same dataclass. You get one from ds.Employee.query() or dataClass.all().'],
      ['.orderBy()', 'orderby', 'Returns a new entity selection sorted by the given attributes.'],
      ['.length', 'length', 'The number of entities in the entity selection.'],
    ],
  ),
  docs(
    'language/EntityClass',
    'Entity',
    ['Language', 'Classes'],
    ['entity', 'ORDA'],
    [
      ['', '', 'An entity is an object reference to a record of the database. Entities belong to an EntitySelection when they come from a query.'],
      ['.save()', 'save', 'Saves the changes made to the entity.'],
    ],
  ),
  docs(
    'language/DataClassClass',
    'DataClass',
    ['Language', 'Classes'],
    ['dataclass', 'ORDA'],
    [
      ['', '', 'A DataClass gives access to the entities of a table. Its query() function returns an EntitySelection; selections can be combined.'],
      ['.query()', 'query', 'Searches for entities that meet the search criteria and returns an entity selection. Selecting entities by a formula is possible.'],
    ],
  ),
  {
    path: '/docs-archive/searchAPI',
    pageTitle: 'Search',
    tag: 'default-en',
    type: 'other',
    sidebarParentCategories: [],
    tags: [],
    sections: [
      { title: '', anchor: '', text: 'How to search the documentation: query syntax, fields, boosts and ranking.' },
      { title: 'Query syntax', anchor: 'query-syntax', text: 'Use title:word to search titles only, word~1 for fuzzy matching and word^2 to boost a word.' },
    ],
  },
];

export const FIXTURE_OPTIONS = { boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 }, indexParentCategories: true };

/** Identifier queries and the page each must find first. */
export const IDENTIFIER_QUERIES: [string, string][] = [
  ['zipReadArchive', '/docs-archive/language/commands/zipReadArchive'],
  ['ZipArchive', '/docs-archive/language/ZipArchiveClass'],
  ['zipread', '/docs-archive/language/commands/zipReadArchive'],
  ['$filter', '/docs-archive/api/$filter'],
  ['4D.File', '/docs-archive/language/FileClass'],
  ['newSharedObject', '/docs-archive/language/commands/newSharedObject'],
  ['EntitySelection', '/docs-archive/language/EntitySelectionClass'],
];
