// @vitest-environment jsdom
import { createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $exportPostHtml, $importPostHtml, EDITOR_NODES } from './editor-html';

function roundTrip(html: string): string {
  const editor: LexicalEditor = createEditor({
    namespace: 'test',
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $importPostHtml(editor, html), { discrete: true });
  return editor.read($exportPostHtml);
}

describe('the editor`s HTML', () => {
  it('keeps what the server keeps, and only that', () => {
    const html =
      '<h2>Why this area</h2><p>Rents <strong>grow</strong>, <em>slowly</em>, <u>surely</u> <s>never</s> ' +
      '<code>x</code> <a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow ugc">a link</a></p>' +
      '<h3>Sub</h3><h4>Small</h4><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<blockquote>A quote</blockquote><p>line<br>break</p><hr><p>دليل شراء شقة في دبي</p>';
    expect(roundTrip(html)).toBe(
      '<h2>Why this area</h2><p>Rents <strong>grow</strong>, <em>slowly</em>, <u>surely</u> <s>never</s> ' +
        '<code>x</code> <a href="https://example.com/a?b=1&amp;c=2">a link</a></p>' +
        '<h3>Sub</h3><h4>Small</h4><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
        '<blockquote>A quote</blockquote><p>line<br>break</p><hr><p>دليل شراء شقة في دبي</p>',
    );
  });

  it('nests formats and escapes text', () => {
    expect(roundTrip('<p><strong><em>both</em></strong> &lt;script&gt; &amp;</p>')).toBe(
      '<p><strong><em>both</em></strong> &lt;script&gt; &amp;</p>',
    );
  });

  it('gives bare text a paragraph; an empty editor is no content at all', () => {
    expect(roundTrip('plain words')).toBe('<p>plain words</p>');
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p><br></p>')).toBe('');
  });
});
