import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { Icon } from '../icons';
import { IMAGE_ACCEPT } from './image-upload';

interface ToolbarProps {
  editor: Editor;
  /** Null when images cannot be uploaded yet (a form not saved). */
  onImage: ((file: File) => void) | null;
}

/** Bold, italic, lists and an image upload for the rich-text editor. */
export function RichTextToolbar({ editor, onImage }: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && onImage) onImage(file);
  }

  const tools = [
    { name: 'Bold', pressed: active.bold, run: () => editor.chain().focus().toggleBold().run(), text: 'B' },
    { name: 'Italic', pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run(), text: 'I' },
    {
      name: 'Bulleted list',
      pressed: active.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
      text: <Icon name="list" />,
    },
    {
      name: 'Numbered list',
      pressed: active.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
      text: <Icon name="numbered" />,
    },
  ];

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          className="rich-text__tool"
          aria-label={tool.name}
          aria-pressed={tool.pressed}
          onClick={tool.run}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
      <button
        type="button"
        className="rich-text__tool rich-text__tool--wide"
        onClick={() => fileInput.current?.click()}
        aria-disabled={onImage === null}
        title={onImage === null ? 'Save the form before adding images.' : 'jpg, svg, png or jpeg, at most 3000 Kb'}
      >
        Insert image
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={handleFile}
        disabled={onImage === null}
      />
    </div>
  );
}
