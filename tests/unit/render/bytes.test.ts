import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PageBytes } from '../../../generator/node/render/bytes.ts';

test('a page put together from chunks has the bytes of the joined string, past the buffer size and across resets', () => {
  const bytes = new PageBytes(16);
  const chunks = ['<nav>☰ menu</nav>', 'é'.repeat(40), '<p>𝄞 clef</p>', 'x'.repeat(100)];
  for (let round = 0; round < 2; round++) {
    bytes.reset();
    for (const chunk of chunks) bytes.text(chunk);
    bytes.bytes(Buffer.from('<i>→</i>'));
    assert.deepEqual(Buffer.from(bytes.view()), Buffer.from(`${chunks.join('')}<i>→</i>`));
  }
});
