import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
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
  const t = useT();
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
    {
      name: t('builder.richText.bold'),
      pressed: active.bold,
      run: () => editor.chain().focus().toggleBold().run(),
      text: t('builder.richText.boldKey'),
    },
    {
      name: t('builder.richText.italic'),
      pressed: active.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
      text: t('builder.richText.italicKey'),
    },
    {
      name: t('builder.richText.bullets'),
      pressed: active.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
      text: <Icon name="list" />,
    },
    {
      name: t('builder.richText.numbers'),
      pressed: active.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
      text: <Icon name="numbered" />,
    },
  ];

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('builder.richText.toolbar')}>
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
        title={onImage === null ? t('builder.richText.imageSaveFirst') : t('builder.richText.imageKinds')}
      >
        {t('builder.richText.image')}
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
