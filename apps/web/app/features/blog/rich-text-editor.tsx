import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import { EditorToolbar } from './editor-toolbar';
import type { RichTextEditorProps } from './rich-text-editor-props';

const LexicalRichTextEditor = lazy(() =>
  import('./lexical-editor').then((m) => ({ default: m.LexicalRichTextEditor })),
);

const NONE: ReadonlySet<never> = new Set();
const ignore = () => {};

/**
 * The post's rich-text editor. The editor itself (Lexical, in lexical-editor.tsx) is a chunk of its
 * own, fetched only in the browser once the editor route has hydrated: the server and the first
 * render show the toolbar (disabled) and a still copy of the content in the same frame, so nothing
 * moves when it arrives, and no other page loads any of it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  const shell = <EditorShell {...props} />;
  if (!hydrated) return shell;
  return (
    <Suspense fallback={shell}>
      <LexicalRichTextEditor {...props} />
    </Suspense>
  );
}

/** The editor's frame while its code loads: the content as it will show, not yet editable. */
function EditorShell({ id, initialHtml, invalid, placeholder }: RichTextEditorProps) {
  const empty = !initialHtml.trim();
  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`} aria-busy="true">
      <EditorToolbar controls={id} active={NONE} onRun={ignore} disabled />
      <div
        className={`rte__area blog-content${empty ? ' is-empty' : ''}`}
        data-placeholder={placeholder}
        // Empty, it takes the page's direction (dir="auto" would make the placeholder run left to right).
        dir={empty ? undefined : 'auto'}
        data-testid="blog-editor-loading"
        // The post's HTML (cleaned by the server) or this browser's own draft, as the editor shows it.
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}
