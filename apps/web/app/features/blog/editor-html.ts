import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, ListItemNode, ListNode } from '@lexical/list';
import { $isHorizontalRuleNode, HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode';
import { $isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isTextNode,
  ElementNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  type SerializedElementNode,
} from 'lexical';

/**
 * The post's HTML in and out of the Lexical editor. Out: only the server's allow-list
 * (p, h2–h4, strong, em, u, s, code, a href, ul/ol/li, blockquote, pre, br, hr), without the
 * editor's spans, classes, styles and dir attributes, so the draft, the search preview and the
 * request all hold what the server will keep. In: the server's cleaned HTML (or a draft).
 */

/** A `<pre>` block (the server keeps it; the toolbar makes none, but an edited post keeps it). */
export class PreNode extends ElementNode {
  static getType(): string {
    return 'blog-pre';
  }
  static clone(node: PreNode): PreNode {
    return new PreNode(node.__key);
  }
  static importJSON(): PreNode {
    return $createPreNode();
  }
  static importDOM(): DOMConversionMap {
    return { pre: () => ({ conversion: () => ({ node: $createPreNode() }), priority: 1 }) };
  }
  exportJSON(): SerializedElementNode {
    return { ...super.exportJSON(), type: 'blog-pre', version: 1 };
  }
  createDOM(): HTMLElement {
    return document.createElement('pre');
  }
  updateDOM(): boolean {
    return false;
  }
  exportDOM(): DOMExportOutput {
    return { element: document.createElement('pre') };
  }
}

export function $createPreNode(): PreNode {
  return $applyNodeReplacement(new PreNode());
}

export const EDITOR_NODES: Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  HorizontalRuleNode,
  PreNode,
];

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Outermost first: `<strong><em>word</em></strong>`. */
const TEXT_FORMATS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
] as const;

const HEADING_TAGS: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

function $children(node: ElementNode): string {
  return node
    .getChildren()
    .map((child) => $nodeHtml(child))
    .join('');
}

function $block(tag: string, node: ElementNode): string {
  const inner = $children(node);
  return `<${tag}>${inner || '<br>'}</${tag}>`;
}

function $nodeHtml(node: LexicalNode): string {
  if ($isLineBreakNode(node)) return '<br>';
  if ($isTextNode(node)) {
    let html = escapeText(node.getTextContent());
    for (let i = TEXT_FORMATS.length - 1; i >= 0; i--) {
      const [format, tag] = TEXT_FORMATS[i]!;
      if (node.hasFormat(format)) html = `<${tag}>${html}</${tag}>`;
    }
    return html;
  }
  if ($isHorizontalRuleNode(node)) return '<hr>';
  if ($isLinkNode(node)) return `<a href="${escapeAttribute(node.getURL())}">${$children(node)}</a>`;
  if ($isHeadingNode(node)) return $block(HEADING_TAGS[node.getTag()] ?? 'h4', node);
  if ($isQuoteNode(node)) return $block('blockquote', node);
  if ($isListNode(node)) {
    const tag = node.getListType() === 'number' ? 'ol' : 'ul';
    return `<${tag}>${$children(node)}</${tag}>`;
  }
  if ($isListItemNode(node)) return `<li>${$children(node)}</li>`;
  if (node instanceof PreNode) return `<pre>${$children(node)}</pre>`;
  if ($isParagraphNode(node)) return $block('p', node);
  if ($isElementNode(node)) return $children(node);
  return '';
}

/** The editor's content as allow-listed HTML; '' when there is no text at all. */
export function $exportPostHtml(): string {
  const root = $getRoot();
  const blocks = root.getChildren();
  if (!root.getTextContent().trim() && !blocks.some((block) => $isHorizontalRuleNode(block))) return '';
  return blocks.map((block) => $nodeHtml(block)).join('');
}

/** Replaces the editor's content with the HTML (inline runs at the top level get a paragraph). */
export function $importPostHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    let paragraph: ElementNode | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
      if (block) {
        paragraph = null;
        root.append(node);
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
