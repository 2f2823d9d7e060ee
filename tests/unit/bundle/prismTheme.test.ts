import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themes } from 'prism-react-renderer';
import { prismThemeCss } from '../../../generator/node/bundle/prismTheme.ts';

test("a Prism theme object becomes rules for its colour mode: the code block's colours and each token type's", () => {
  const css = prismThemeCss(themes.github, themes.dracula).split('\n');
  assert.ok(css.includes("html:not([data-theme='dark']) .code-block { --c-code-text: #393A34; --c-code-bg: #f6f8fa }"));
  assert.ok(css.includes("html[data-theme='dark'] .code-block { --c-code-text: #F8F8F2; --c-code-bg: #282A36 }"));
  assert.ok(css.includes("html:not([data-theme='dark']) .code-block .token.namespace { opacity: 0.7 }"), 'numbers and camelCase properties');
  assert.ok(
    css.includes("html[data-theme='dark'] .code-block .token.keyword, html[data-theme='dark'] .code-block .token.variable { color: rgb(189, 147, 249); font-style: italic }"),
  );
});

test("a style limited to languages applies to those languages' blocks; the dark mode takes the light theme when it has none", () => {
  const css = prismThemeCss({ plain: {}, styles: [{ types: ['tag', 'bad type{}'], languages: ['jsx'], style: { color: 'red' } }] });
  assert.equal(
    css,
    "html:not([data-theme='dark']) .code-block .language-jsx .token.tag { color: red }\nhtml[data-theme='dark'] .code-block .language-jsx .token.tag { color: red }",
  );
  assert.equal(prismThemeCss(), '');
});
