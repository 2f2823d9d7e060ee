/**
 * react-router ships all of itself (data routers, framework mode, forms, RSC) as one module whose top level
 * keeps nearly everything alive for the minifier: `React.forwardRef(…)`/`createContext(…)` calls it must
 * assume impure, `Link.displayName = "Link"` statements that use their results, and a class given its
 * `contextType` after its definition. Rewriting those three patterns lets the minifier drop what the shell never
 * uses: about 12.7 KB gzip of router code down to 4.2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashKey } from '../cache/keys.ts';

const require = createRequire(import.meta.url);

const ROUTER_DIST = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * react-router's production build, whose exports map only offers the development one (which adds warnings).
 * Both entries are aliased, so that react-router-dom (which imports both) never mixes in a second copy.
 */
export const ROUTER_PRODUCTION_ALIASES = {
  'react-router$': join(ROUTER_DIST, 'production', 'index.mjs'),
  'react-router/dom$': join(ROUTER_DIST, 'production', 'dom-export.mjs'),
};

/** The few Babel AST shapes the plugin reads (Babel's types are not a dependency). */
interface Node {
  type: string;
  [key: string]: unknown;
}
interface Assignment extends Node {
  left: Node & { object: Node & { name?: string }; property: Node & { name?: string }; computed: boolean };
  right: Node;
}
interface Declarator extends Node {
  id: Node & { name?: string };
  init: (Node & { leadingComments?: { type: string; value: string }[] }) | null;
}

/** A fresh comment each time: Babel's printer prints a given comment object once only. */
const pure = () => [{ type: 'CommentBlock', value: '#__PURE__' }];

/** `X.prop = value;` as a statement, with a plain (non-computed) property. */
function propertyAssignment(statement: Node): Assignment | null {
  if (statement.type !== 'ExpressionStatement') return null;
  const e = statement.expression as Assignment;
  return e.type === 'AssignmentExpression' && e.operator === '=' && e.left.type === 'MemberExpression' && !e.left.computed && e.left.object.type === 'Identifier' ? e : null;
}

/** The class expression declared as `var name = class …` by this statement, if it is one. */
function declaredClass(statement: Node | undefined, name: string | undefined): (Node & { body: { body: Node[] } }) | null {
  const declarations = statement?.type === 'VariableDeclaration' ? (statement.declarations as Declarator[]) : [];
  const init = declarations.length === 1 && declarations[0].id.name === name ? declarations[0].init : null;
  return init?.type === 'ClassExpression' ? (init as Node & { body: { body: Node[] } }) : null;
}

/**
 * Babel plugin for react-router's module. Its top level only defines values (contexts, components, symbols,
 * lookup tables), so every `var x = call()` there is marked pure; DevTools-only `displayName` assignments are
 * removed; and `C.prop = value` right after `var C = class …` becomes `static prop = value` inside the class.
 */
export function routerPureTopLevel() {
  return {
    name: 'react-router-pure-top-level',
    visitor: {
      Program(path: { node: { body: Node[] } }) {
        const kept: Node[] = [];
        for (const statement of path.node.body) {
          const assignment = propertyAssignment(statement);
          if (assignment?.left.property.name === 'displayName' && assignment.right.type === 'StringLiteral') continue;
          const owner = assignment && declaredClass(kept.at(-1), assignment.left.object.name);
          if (assignment && owner) {
            owner.body.body.push({ type: 'ClassProperty', static: true, computed: false, key: assignment.left.property, value: assignment.right });
            continue;
          }
          if (statement.type === 'VariableDeclaration') {
            for (const { init } of statement.declarations as Declarator[])
              if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) init.leadingComments = pure();
          }
          kept.push(statement);
        }
        path.node.body = kept;
      },
    },
  };
}

/**
 * What the rewrite's output depends on besides react-router's text (which babel-loader's cache key holds): this
 * module's code and Babel's. babel-loader cannot see into a plugin function, so it is named here.
 */
export function routerCacheIdentifier(pluginSource: string | Uint8Array): string {
  const versions = ['@babel/core', 'babel-loader'].map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  return hashKey([pluginSource, ...versions], 16);
}

/**
 * webpack rule that passes react-router's production build through the plugin above. Its result is cached beside the
 * site's other Babel results: parsing and printing its 500 KB again cost every clean build about 1 CPU s.
 */
export function routerTreeShakingRule() {
  return {
    test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
    use: {
      loader: require.resolve('babel-loader'),
      options: {
        babelrc: false,
        configFile: false,
        compact: false,
        plugins: [routerPureTopLevel],
        cacheDirectory: true,
        cacheIdentifier: routerCacheIdentifier(readFileSync(fileURLToPath(import.meta.url))),
      },
    },
  };
}
