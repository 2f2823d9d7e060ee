/**
 * Facts about QodlyScript the example check relies on (sources: the public Qodly reference, pages
 * lang-operators, lang-variables, lang-control-flow, lang-classes, lang-errors; our own basics pages say the same).
 */

/** Operators QodlyScript has: assignment, comparison, arithmetic, string, date/time, bitwise, picture,
 *  logical (`&`, `|`), short-circuit (`&&`, `||`), ternary (`? :`), named result (`->`). */
export const OPERATORS = new Set([
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '==',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '\\',
  '%',
  '^',
  '&',
  '|',
  '&&',
  '||',
  '?',
  ':',
  '^|',
  '<<',
  '>>',
  '?+',
  '?-',
  '??',
  '*+',
  '*|',
  '->',
]);

/** Spellings from other languages, with what to write instead. */
export const FOREIGN_OPERATORS: Record<string, string> = {
  '!': 'QodlyScript has no `!` operator: write `not(expression)`',
  ':=': '`:=` is not QodlyScript: assignment is `=`',
  '===': '`===` is not a QodlyScript operator: compare with `==`',
  '!==': '`!==` is not a QodlyScript operator: compare with `!=`',
  '++': '`++` is not QodlyScript: write `x += 1`',
  '--': '`--` is not QodlyScript: write `x -= 1`',
  '=>': '`=>` is not QodlyScript: use `formula(…)` for an inline function',
};

/** Type names a declaration can use besides `4D.<Class>` and `cs.<Class>` (lang-variables). */
export const BASIC_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'date', 'time', 'blob', 'picture', 'object', 'collection', 'variant']);

/** Words that start a declaration in a class or method: a function body ends where the next one starts. */
export const DECLARATION_MODIFIERS = new Set(['exposed', 'shared', 'singleton', 'session', 'local', 'onHTTPGet', 'onHttpGet']);
export const DECLARATIONS = new Set(['function', 'constructor', 'property', 'extends', 'declare']);

/** Blocks closed by `end` (and `repeat`, closed by `until`). */
export const LOOPS = new Set(['for', 'forEach', 'while', 'repeat']);

/** Scalar types and the value an empty variable of each holds: such a variable is never `null` (lang-null-undefined). */
export const SCALAR_DEFAULTS: Record<string, string> = {
  string: '""',
  integer: '0',
  number: '0',
  boolean: 'false',
  date: '!00-00-00!',
  time: '?00:00:00?',
  blob: 'an empty blob',
};
