/**
 * What the post's rich-text editor takes: the shell (rich-text-editor.tsx) and the Lexical editor
 * it loads lazily (lexical-editor.tsx) share it, so neither imports the other for its type.
 */
export interface RichTextEditorProps {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder: string;
}
