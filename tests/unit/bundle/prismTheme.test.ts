import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themes } from 'prism-react-renderer';
import { prismThemeCss } from '../../../generator/node/bundle/prismTheme.ts';

test("a Prism theme object becomes rules for its colour mode: the code block's colours and each token type's", () => {
  const css = prismThemeCss(themes.github, themes.dracula).split('\n');
  assert.ok(css.includes("html:not([data-theme='dark']) .code-block { --c-code-text: #393A34; --c-code-bg: #f6f8fa }"));
  assert.ok(css.includes("html[data-theme='dark'] .code-block { --c-code-text: #F8F8F2; --c-code-bg: #282A36 }"));
  assert.ok(
    css.includes(
      "html:not([data-theme='dark']) .code-block :is(.token.namespace), html:not([data-theme='dark']) .code-block :is(.token.namespace[class$=' namespace']) { opacity: 0.7 }",
    ),
    'numbers and camelCase properties',
  );
  assert.ok(
    css.includes(
      "html[data-theme='dark'] .code-block :is(.token.keyword, .token.variable), html[data-theme='dark'] .code-block :is(.token.keyword[class$=' keyword'], .token.variable[class$=' variable']) { color: rgb(189, 147, 249); font-style: italic }",
    ),
  );
});

test("a style limited to languages applies to those languages' blocks; the dark mode takes the light theme when it has none", () => {
  const css = prismThemeCss({ plain: {}, styles: [{ types: ['tag', 'bad type{}'], languages: ['jsx'], style: { color: 'red' } }] });
  assert.equal(
    css,
    [
      "html:not([data-theme='dark']) .code-block .language-jsx :is(.token.tag), html:not([data-theme='dark']) .code-block .language-jsx :is(.token.tag[class$=' tag']) { color: red }",
      "html[data-theme='dark'] .code-block .language-jsx :is(.token.tag), html[data-theme='dark'] .code-block .language-jsx :is(.token.tag[class$=' tag']) { color: red }",
    ].join('\n'),
  );
});

test("a site that names no Prism theme gets Docusaurus's default, palenight, in both colour modes (issue 28)", () => {
  const css = prismThemeCss().split('\n');
  assert.ok(css.includes("html:not([data-theme='dark']) .code-block { --c-code-text: #bfc7d5; --c-code-bg: #292d3e }"));
  assert.ok(css.includes("html[data-theme='dark'] .code-block { --c-code-text: #bfc7d5; --c-code-bg: #292d3e }"));
  assert.ok(
    css.includes(
      "html[data-theme='dark'] .code-block :is(.token.string, .token.inserted), html[data-theme='dark'] .code-block :is(.token.string[class$=' string'], .token.inserted[class$=' inserted']) { color: rgb(195, 232, 141) }",
    ),
  );
  assert.equal(prismThemeCss(undefined, themes.dracula), prismThemeCss(themes.palenight, themes.dracula), 'a darkTheme alone keeps palenight in light mode');
});
