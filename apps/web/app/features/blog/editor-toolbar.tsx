import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * The editor's toolbar: a WAI-ARIA toolbar (one tab stop, arrow keys in the reading direction,
 * Home and End, aria-pressed states). No Lexical here: the loading shell shows it disabled, in the
 * same place and size, before the editor's chunk arrives.
 */
export type Command =
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
const COMMANDS = GROUPS.flat();

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

export function EditorToolbar({
  controls,
  active,
  onRun,
  disabled = false,
}: {
  /** The id of the content editable. */
  controls: string;
  active: ReadonlySet<Command>;
  onRun: (command: Command) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (focusIndex + 1) % COMMANDS.length;
    else if (event.key === back) next = (focusIndex - 1 + COMMANDS.length) % COMMANDS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = COMMANDS.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const label = (command: Command) => {
    const shortcut = SHORTCUTS[command];
    return shortcut ? `${t(`blog.toolbar.${command}`)} (${shortcut})` : t(`blog.toolbar.${command}`);
  };

  return (
    <div
      className="rte__toolbar"
      role="toolbar"
      aria-label={t('blog.toolbar.label')}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
    >
      {GROUPS.map((group, g) => (
        <div className="rte__group" key={g}>
          {group.map((command) => {
            const index = COMMANDS.indexOf(command);
            return (
              <button
                key={command}
                type="button"
                className="rte__button"
                disabled={disabled}
                tabIndex={index === focusIndex ? 0 : -1}
                aria-label={label(command)}
                title={label(command)}
                aria-pressed={TOGGLES.includes(command) ? active.has(command) : undefined}
                // Keeps the text selection in the editor while clicking.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setFocusIndex(index);
                  onRun(command);
                }}
              >
                {ICONS[command]}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
