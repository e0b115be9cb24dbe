import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

interface Props {
  /** The accessible name of the editing area. */
  label: string;
  /** The HTML to start from. */
  value: string;
  onChange: (html: string) => void;
}

/** What the toolbar toggles, with the check of whether the selection already has it. */
const ACTIONS: { id: string; active: (e: Editor) => boolean; run: (e: Editor) => void }[] = [
  { id: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { id: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { id: 'underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { id: 'strike', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  {
    id: 'heading2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'heading3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { id: 'bulletList', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { id: 'orderedList', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { id: 'blockquote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * The rich-text editor of content blocks (Tiptap's starter kit, decision 0079): a toolbar of labelled buttons
 * (each a real button in the tab order, pressed state announced), links through a labelled address field, and
 * Tiptap's own keyboard shortcuts (Ctrl+B, Ctrl+I, ...). It produces only the HTML the server keeps.
 */
export function RichTextEditor({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No empty paragraph appended after a list or quote: the block saves what the editor wrote.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: [], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(ACTIONS.map((a) => [a.id, e ? a.active(e) : false])),
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (address) editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };

  return (
    <div className={classes.frame}>
      <div role="toolbar" aria-label={t('cms.toolbar.label')} className={classes.toolbar}>
        {ACTIONS.map((action) => (
          <Button
            key={action.id}
            size="compact-sm"
            variant={state?.active[action.id] ? 'filled' : 'default'}
            aria-pressed={state?.active[action.id] ?? false}
            onClick={() => action.run(editor)}
          >
            {t(`cms.toolbar.${action.id}`)}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant={state?.link ? 'filled' : 'default'}
          aria-pressed={state?.link ?? false}
          aria-expanded={linking}
          onClick={() => {
            setHref(String(editor.getAttributes('link').href ?? ''));
            setLinking((open) => !open);
          }}
        >
          {t('cms.toolbar.link')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!state?.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          {t('cms.toolbar.undo')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!state?.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          {t('cms.toolbar.redo')}
        </Button>
      </div>
      {linking && (
        <form onSubmit={applyLink}>
          <Group align="end" gap="xs" p="xs">
            <TextInput
              size="xs"
              label={t('cms.toolbar.linkAddress')}
              description={t('cms.toolbar.linkHint')}
              value={href}
              onChange={(e) => setHref(e.currentTarget.value)}
              data-autofocus
              autoFocus
            />
            <Button size="compact-sm" type="submit">
              {t('cms.toolbar.linkApply')}
            </Button>
          </Group>
        </form>
      )}
      <EditorContent editor={editor} className={classes.content} />
    </div>
  );
}
