import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A small rich-text editor: a contentEditable region and a toolbar (WAI-ARIA toolbar with
 * arrow-key navigation). It writes plain HTML (p, h2, h3, strong, em, u, s, lists, blockquote,
 * links); the server sanitizes whatever arrives with its allow-list, so this is convenience, not
 * a security boundary. Pasting inserts plain text. Works right to left: the text direction follows
 * each paragraph's first letters (dir="auto" and `unicode-bidi: plaintext` in the CSS).
 */
type Command =
  | 'paragraph'
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bullets'
  | 'numbers'
  | 'quote'
  | 'link'
  | 'unlink'
  | 'undo'
  | 'redo'
  | 'clear';

const GROUPS: Command[][] = [
  ['paragraph', 'h2', 'h3'],
  ['bold', 'italic', 'underline', 'strike'],
  ['bullets', 'numbers', 'quote'],
  ['link', 'unlink'],
  ['undo', 'redo', 'clear'],
];

const BLOCKS: Partial<Record<Command, string>> = { paragraph: 'p', h2: 'h2', h3: 'h3', quote: 'blockquote' };
const EXEC: Partial<Record<Command, string>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strikeThrough',
  bullets: 'insertUnorderedList',
  numbers: 'insertOrderedList',
  unlink: 'unlink',
  undo: 'undo',
  redo: 'redo',
  clear: 'removeFormat',
};
/** Commands that are on or off at the caret (shown with aria-pressed). */
const TOGGLES: Command[] = ['bold', 'italic', 'underline', 'strike', 'bullets', 'numbers', 'h2', 'h3', 'quote'];

const SHORTCUTS: Partial<Record<Command, string>> = {
  bold: 'Ctrl+B',
  italic: 'Ctrl+I',
  underline: 'Ctrl+U',
  link: 'Ctrl+K',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Shift+Z',
};

const ICONS: Record<Command, ReactNode> = {
  paragraph: <span className="rte__glyph">¶</span>,
  h2: <span className="rte__glyph">H2</span>,
  h3: <span className="rte__glyph">H3</span>,
  bold: <span className="rte__glyph rte__glyph--bold">B</span>,
  italic: <span className="rte__glyph rte__glyph--italic">I</span>,
  underline: <span className="rte__glyph rte__glyph--underline">U</span>,
  strike: <span className="rte__glyph rte__glyph--strike">S</span>,
  bullets: <Svg d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  numbers: <Svg d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5c.5-1 2.5-1 2.5.3 0 1-2.5 2-2.5 3.2H6" />,
  quote: <Svg d="M7 7h4v5c0 2.5-1.5 4-4 5M14 7h4v5c0 2.5-1.5 4-4 5" />,
  link: <Svg d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />,
  unlink: <Svg d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6M4 4l16 16" />,
  undo: <Svg d="M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2" flip />,
  redo: <Svg d="m15 7 5 5-5 5M20 12H9a5 5 0 0 0 0 10h2" flip />,
  clear: <Svg d="M6 5h12M12 5l-3 14M4 20 20 4" />,
};

function Svg({ d, flip = false }: { d: string; flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={flip ? 'flip-rtl' : undefined}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RichTextEditorProps {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder: string;
}

export function RichTextEditor({
  id,
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<ReadonlySet<Command>>(() => new Set());
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('https://');
  const [linkError, setLinkError] = useState(false);
  const [empty, setEmpty] = useState(!initialHtml.trim());
  const linkInputId = useId();
  const commands = GROUPS.flat();

  // The content is the element's own (uncontrolled): rendered once, then read on every input.
  const [firstHtml] = useState(() => ({ __html: initialHtml }));

  const emit = useCallback(() => {
    const el = area.current;
    if (!el) return;
    const html = el.innerHTML;
    setEmpty(!el.textContent?.trim() && !el.querySelector('li,hr'));
    onChange(html);
  }, [onChange]);

  const refreshState = useCallback(() => {
    const el = area.current;
    const selection = document.getSelection();
    if (!el || !selection?.anchorNode || !el.contains(selection.anchorNode)) return;
    const next = new Set<Command>();
    for (const command of TOGGLES) {
      const block = BLOCKS[command];
      try {
        if (block) {
          const value = document.queryCommandValue('formatBlock').toLowerCase();
          if (value === block) next.add(command);
        } else if (document.queryCommandState(EXEC[command]!)) next.add(command);
      } catch {
        // An engine without the command: shown as off.
      }
    }
    setActive(next);
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshState);
    return () => document.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  const rememberSelection = () => {
    const selection = document.getSelection();
    const el = area.current;
    if (selection && selection.rangeCount && el?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  };

  const restoreSelection = () => {
    const el = area.current;
    if (!el) return;
    el.focus();
    const range = savedRange.current;
    if (range) {
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };

  const run = (command: Command) => {
    if (command === 'link') {
      rememberSelection();
      const anchor = document.getSelection()?.anchorNode?.parentElement?.closest('a');
      setLinkValue(anchor?.getAttribute('href') ?? 'https://');
      setLinkError(false);
      setLinkOpen(true);
      return;
    }
    area.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const block = BLOCKS[command];
    if (block) {
      const current = document.queryCommandValue('formatBlock').toLowerCase();
      // Pressing an active heading or quote again turns the block back into a paragraph.
      document.execCommand('formatBlock', false, current === block && block !== 'p' ? 'p' : block);
    } else {
      document.execCommand(EXEC[command]!, false);
    }
    emit();
    refreshState();
  };

  const applyLink = () => {
    const href = linkValue.trim();
    if (!LINK_PATTERN.test(href)) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    restoreSelection();
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed) {
      document.execCommand('insertHTML', false, `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
    } else {
      document.execCommand('createLink', false, href);
    }
    emit();
  };

  const cancelLink = () => {
    setLinkOpen(false);
    restoreSelection();
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (focusIndex + 1) % commands.length;
    else if (event.key === back) next = (focusIndex - 1 + commands.length) % commands.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = commands.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      run('link');
    }
  };

  const label = (command: Command) => {
    const shortcut = SHORTCUTS[command];
    return shortcut ? `${t(`blog.toolbar.${command}`)} (${shortcut})` : t(`blog.toolbar.${command}`);
  };

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div
        ref={toolbar}
        className="rte__toolbar"
        role="toolbar"
        aria-label={t('blog.toolbar.label')}
        aria-controls={id}
        onKeyDown={onToolbarKey}
      >
        {GROUPS.map((group, g) => (
          <div className="rte__group" key={g}>
            {group.map((command) => {
              const index = commands.indexOf(command);
              const toggle = TOGGLES.includes(command);
              return (
                <button
                  key={command}
                  type="button"
                  className="rte__button"
                  tabIndex={index === focusIndex ? 0 : -1}
                  aria-label={label(command)}
                  title={label(command)}
                  aria-pressed={toggle ? active.has(command) : undefined}
                  // Keeps the text selection in the editor while clicking.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setFocusIndex(index);
                    run(command);
                  }}
                >
                  {ICONS[command]}
                </button>
              );
            })}
          </div>
        ))}
      </div>
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
      <div
        ref={area}
        id={id}
        className={`rte__area blog-content${empty ? ' is-empty' : ''}`}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-placeholder={placeholder}
        dir="auto"
        tabIndex={0}
        onInput={emit}
        onBlur={rememberSelection}
        onKeyDown={onEditorKey}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onPaste={(event) => {
          // Plain text only: formatting from other sites and programs would be stripped anyway.
          event.preventDefault();
          const text = event.clipboardData.getData('text/plain');
          document.execCommand('insertText', false, text);
          emit();
        }}
        onDrop={(event) => event.preventDefault()}
        data-testid="blog-editor-content"
        dangerouslySetInnerHTML={firstHtml}
      />
    </div>
  );
}
