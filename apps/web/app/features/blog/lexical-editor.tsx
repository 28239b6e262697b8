import { $createLinkNode, $isLinkNode, $toggleLink, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createRangeSelectionFromDom,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setSelection,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  DROP_COMMAND,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { $exportPostHtml, $importPostHtml, EDITOR_NODES } from './editor-html';
import { EditorToolbar, type Command } from './editor-toolbar';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * The post editor on Lexical (loaded only on the editor route, see rich-text-editor.tsx): a
 * WAI-ARIA toolbar (one tab stop, arrow keys in the reading direction, aria-pressed states,
 * Ctrl+K for links) over a Lexical content editable. It emits allow-listed HTML (editor-html.ts);
 * the server sanitizes whatever arrives, so this is convenience, not a security boundary.
 * Pasting inserts plain text (one paragraph a line); dropping is refused. Works right to left:
 * each top-level block gets dir="auto" from Lexical and `unicode-bidi: plaintext` from the CSS.
 */
const FORMATS: Partial<Record<Command, TextFormatType>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strikethrough',
};
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i;
/** One function for the life of the page: a new one each render would make LinkPlugin register again. */
const isAllowedLink = (url: string) => LINK_PATTERN.test(url);

const sameCommands = (a: ReadonlySet<Command>, b: ReadonlySet<Command>) =>
  a.size === b.size && [...a].every((command) => b.has(command));

/** Class names for what HTML tags alone do not show (underline, strike, both with bold/italic). */
const THEME: InitialConfigType['theme'] = {
  text: {
    bold: 'rte__bold',
    italic: 'rte__italic',
    underline: 'rte__underline',
    strikethrough: 'rte__strike',
    underlineStrikethrough: 'rte__underline-strike',
    code: 'rte__code',
  },
};

/** The block the caret is in, and the formats on at the caret. */
function $activeCommands(): Set<Command> {
  const active = new Set<Command>();
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return active;
  for (const [command, format] of Object.entries(FORMATS)) {
    if (selection.hasFormat(format)) active.add(command as Command);
  }
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list) {
    active.add(list.getListType() === 'number' ? 'numbers' : 'bullets');
    return active;
  }
  const block = $isRootOrShadowRoot(anchor)
    ? null
    : $findMatchingParent(anchor, (node) => {
        const parent = node.getParent();
        return parent !== null && $isRootOrShadowRoot(parent);
      });
  if ($isHeadingNode(block)) {
    const tag = block.getTag();
    if (tag === 'h2' || tag === 'h3') active.add(tag);
  } else if ($isQuoteNode(block)) active.add('quote');
  return active;
}

/** Plain text only: formatting from other sites and programs would be stripped anyway. */
function $insertPlainText(text: string) {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((line, index) => {
    if (index > 0) selection.insertParagraph();
    if (line) selection.insertText(line);
  });
}

/** Removes bold, italic, underline, strike and code from the selection (links and blocks stay). */
function $clearFormatting() {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed()) {
    selection.setFormat(0);
    return;
  }
  for (const node of selection.extract()) {
    if ($isTextNode(node)) {
      node.setFormat(0);
      node.setStyle('');
    }
  }
}

interface LinkTarget {
  selection: BaseSelection | null;
  /** The address of the link the caret is in. */
  href: string | null;
}

/**
 * The selection as the browser has it (a Shift+Home just before Ctrl+K may not have reached
 * Lexical's state yet), else Lexical's.
 */
function $linkTarget(editor: LexicalEditor): LinkTarget {
  const dom = typeof window === 'undefined' ? null : window.getSelection();
  const selection = (dom && $createRangeSelectionFromDom(dom, editor)) ?? $getSelection();
  const link = $isRangeSelection(selection) ? $findMatchingParent(selection.anchor.getNode(), $isLinkNode) : null;
  return { selection: selection ? selection.clone() : null, href: $isLinkNode(link) ? link.getURL() : null };
}

function runCommand(editor: LexicalEditor, command: Command, active: ReadonlySet<Command>) {
  const format = FORMATS[command];
  if (format) editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
  else if (command === 'bullets' || command === 'numbers') {
    if (active.has(command)) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        command === 'bullets' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  } else if (command === 'unlink') editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
  else if (command === 'undo') editor.dispatchCommand(UNDO_COMMAND, undefined);
  else if (command === 'redo') editor.dispatchCommand(REDO_COMMAND, undefined);
  else if (command === 'clear') editor.update($clearFormatting);
  else if (command === 'paragraph' && (active.has('bullets') || active.has('numbers'))) {
    editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  } else if (command === 'paragraph' || command === 'h2' || command === 'h3' || command === 'quote') {
    // Pressing an active heading or quote again turns the block back into a paragraph.
    const again = command !== 'paragraph' && active.has(command);
    editor.update(() => {
      $setBlocksType($getSelection(), () =>
        again || command === 'paragraph'
          ? $createParagraphNode()
          : command === 'quote'
            ? $createQuoteNode()
            : $createHeadingNode(command),
      );
    });
  }
  editor.focus();
}

export function LexicalRichTextEditor(props: RichTextEditorProps) {
  const { initialHtml } = props;
  const [config] = useState<InitialConfigType>(() => ({
    namespace: 'blog-post',
    nodes: EDITOR_NODES,
    theme: THEME,
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: LexicalEditor) => $importPostHtml(editor, initialHtml),
  }));
  return (
    <LexicalComposer initialConfig={config}>
      <EditorBody {...props} />
    </LexicalComposer>
  );
}

function EditorBody({ id, initialHtml, onChange, labelledBy, describedBy, invalid, placeholder }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const savedSelection = useRef<BaseSelection | null>(null);
  const onChangeRef = useRef(onChange);
  const [active, setActive] = useState<ReadonlySet<Command>>(() => new Set());
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('https://');
  const [linkError, setLinkError] = useState(false);
  const [empty, setEmpty] = useState(!initialHtml.trim());
  const linkInputId = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  /** Remembers the selection (the link's words) and shows the address field. */
  const openLink = (target: LinkTarget) => {
    savedSelection.current = target.selection;
    setLinkValue(target.href ?? 'https://');
    setLinkError(false);
    setLinkOpen(true);
  };
  const openLinkRef = useRef(openLink);
  useEffect(() => {
    openLinkRef.current = openLink;
  });

  useEffect(() => {
    // The content as it came in (normalised by the import): no change is reported until it differs,
    // and coming back to it reports the original HTML, so an untouched post is never "changed".
    const initial = editor.read($exportPostHtml);
    let last = initial;
    const refresh = () =>
      editor.getEditorState().read(() => {
        const html = $exportPostHtml();
        setEmpty(html === '');
        const next = $activeCommands();
        setActive((current) => (sameCommands(current, next) ? current : next));
        if (html !== last) {
          last = html;
          onChangeRef.current(html === initial ? initialHtml : html);
        }
      });
    refresh();
    return mergeRegister(
      editor.registerUpdateListener(refresh),
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const data =
            'clipboardData' in event ? event.clipboardData : 'dataTransfer' in event ? event.dataTransfer : null;
          event.preventDefault();
          const text = data?.getData('text/plain') ?? '';
          if (text) editor.update(() => $insertPlainText(text));
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        DROP_COMMAND,
        (event) => {
          event.preventDefault();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            // Commands run inside Lexical's update: the selection here is the one just made.
            openLinkRef.current($linkTarget(editor));
            return true;
          }
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
    // The initial HTML is read once, when the editor is made (a new draft remounts it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const run = (command: Command) => {
    if (command === 'link') openLink(editor.read(() => $linkTarget(editor)));
    else runCommand(editor, command, active);
  };

  const applyLink = () => {
    const href = linkValue.trim();
    if (!LINK_PATTERN.test(href)) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    const saved = savedSelection.current;
    editor.update(() => {
      if (saved) $setSelection(saved.clone());
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const current = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
      if (selection.isCollapsed() && $isLinkNode(current)) current.setURL(href);
      else if (selection.isCollapsed()) selection.insertNodes([$createLinkNode(href).append($createTextNode(href))]);
      else {
        $toggleLink(href);
        // Typing goes on after the link, as it does after a bold word.
        const end = selection.isBackward() ? selection.anchor : selection.focus;
        const after = $getSelection();
        if ($isRangeSelection(after)) {
          after.anchor.set(end.key, end.offset, end.type);
          after.focus.set(end.key, end.offset, end.type);
        }
      }
    });
    editor.focus();
  };

  const cancelLink = () => {
    setLinkOpen(false);
    const saved = savedSelection.current;
    if (saved) editor.update(() => $setSelection(saved.clone()));
    editor.focus();
  };

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <EditorToolbar controls={id} active={active} onRun={run} />
      {linkOpen && (
        <div className="rte__link" role="group" aria-labelledby={`${linkInputId}-label`}>
          <label id={`${linkInputId}-label`} htmlFor={linkInputId}>
            {t('blog.toolbar.link_address')}
          </label>
          <input
            id={linkInputId}
            className="input"
            type="url"
            dir="ltr"
            value={linkValue}
            autoFocus
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? `${linkInputId}-error` : undefined}
            onChange={(event) => setLinkValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                cancelLink();
              }
            }}
          />
          <button type="button" className="button" onClick={applyLink}>
            {t('blog.toolbar.link_apply')}
          </button>
          <button type="button" className="button button--ghost" onClick={cancelLink}>
            {t('blog.toolbar.link_cancel')}
          </button>
          {linkError && (
            <p className="field__error" id={`${linkInputId}-error`} role="alert">
              {t('blog.toolbar.link_invalid')}
            </p>
          )}
        </div>
      )}
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            id={id}
            className={`rte__area blog-content${empty ? ' is-empty' : ''}`}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            data-placeholder={placeholder}
            dir="auto"
            tabIndex={0}
            data-testid="blog-editor-content"
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedLink} />
    </div>
  );
}
