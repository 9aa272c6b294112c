import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Bold, Heading2, Italic, Link2, List, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { RICH_TEXT_CLASS } from '../lib/rich-text';

const extensions = [
  // StarterKit 3 bundles Link; it is registered once, below, with the settings we want.
  StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: ['http', 'https', 'mailto'],
    defaultProtocol: 'https',
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  }),
];

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn('size-8 text-muted-foreground', active && 'bg-muted text-foreground')}
    >
      {children}
    </Button>
  );
}

/**
 * The rich-text note editor (TipTap: StarterKit + Link) with a small toolbar. It reports HTML, or
 * '' while empty; the server sanitises what is saved. Loaded lazily: TipTap is a large chunk.
 */
export function NoteEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('memories');
  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(RICH_TEXT_CLASS, 'note-editor-content px-3 py-2 focus:outline-none'),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('editor.linkPrompt'), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };

  return (
    <div
      className={cn('note-editor rounded-lg border border-input bg-card', invalid && 'border-destructive')}
    >
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="flex flex-wrap gap-1 border-border border-b p-1"
      >
        <ToolbarButton
          label={t('editor.bold')}
          active={state?.bold ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <Bold aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('editor.italic')}
          active={state?.italic ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Italic aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('editor.heading')}
          active={state?.heading ?? false}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('editor.bulletList')}
          active={state?.bulletList ?? false}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <List aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('editor.orderedList')}
          active={state?.orderedList ?? false}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label={t('editor.link')} active={state?.link ?? false} onClick={setLink}>
          <Link2 aria-hidden="true" />
        </ToolbarButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

export default NoteEditor;
