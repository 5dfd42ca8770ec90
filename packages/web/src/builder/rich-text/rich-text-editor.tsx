import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { imageProblem, isBlockedPaste, uploadImage, UploadError } from './image-upload';
import { RichTextToolbar } from './rich-text-toolbar';
import { labelFromEditorHtml } from './rich-text-html';
import { useDebouncedEmit } from './use-debounced-emit';

export interface RichTextEditorProps {
  /** The id of the visible label that names the editor. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** Where uploaded images go; formId null until the form is saved. */
  upload: { formId: number | null; fieldId: number; token: string | null };
}

/**
 * The TipTap editor of rich-text labels (docs/product.md §B5): images are
 * uploaded, never pasted as data or dropped in; changes are debounced 1500 ms.
 * Loaded lazily: TipTap is fetched only when a rich-text editor opens.
 */
export function RichTextEditor({ labelId, value, onChange, upload }: RichTextEditorProps) {
  const emitted = useRef(value);
  const { schedule, flush } = useDebouncedEmit((html) => {
    emitted.current = html;
    onChange(html);
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image.configure({ allowBase64: false })],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
      },
      handlePaste: (_view, event) => isBlockedPaste(event.clipboardData),
      // docs/product.md §B5, dropped content is blocked
      handleDrop: () => true,
    },
    onUpdate: ({ editor: current }) => schedule(labelFromEditorHtml(current.getHTML())),
    onBlur: flush,
  });

  // A change from elsewhere (undo, the stage's inline label) replaces the content.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  async function handleImage(file: File) {
    const problem = imageProblem(file);
    if (problem !== null) return window.alert(problem);
    if (upload.formId === null) return;
    try {
      const src = await uploadImage(file, { formId: upload.formId, fieldId: upload.fieldId, token: upload.token });
      editor.chain().focus().setImage({ src }).run();
    } catch (error) {
      window.alert(error instanceof UploadError ? error.message : 'HTTP Error: 0');
    }
  }

  return (
    <div className="rich-text">
      <RichTextToolbar editor={editor} onImage={upload.formId === null ? null : (file) => void handleImage(file)} />
      <EditorContent editor={editor} />
    </div>
  );
}
