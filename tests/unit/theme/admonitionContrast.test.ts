/** Each admonition type's colour (its label and border) is readable on its background, in both colour modes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(import.meta.dirname, '..', '..', '..', 'generator', 'theme', 'styles.css'), 'utf8');

function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'];

test('seven admonition colours, all different, each at least 4.5:1 on its background in light and dark mode', () => {
  const light = variables(':root');
  const dark = { ...light, ...variables("[data-theme='dark']") };
  for (const [mode, vars] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    const colours = TYPES.map((type) => vars[`c-${type}`]);
    assert.equal(new Set(colours).size, TYPES.length, `${mode}: ${colours.join(', ')}`);
    for (const type of TYPES) {
      const background = type === 'danger' ? vars['c-danger-bg'] : vars['c-bg-soft'];
      const ratio = contrast(vars[`c-${type}`], background);
      assert.ok(ratio >= 4.5, `${mode} ${type}: ${vars[`c-${type}`]} on ${background} is ${ratio.toFixed(2)}:1`);
    }
  }
  for (const type of TYPES) assert.match(css, new RegExp(`\\.admonition--${type} \\.admonition__heading \\{ color: var\\(--c-${type}\\); \\}`), type);
});
