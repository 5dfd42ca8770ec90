import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { RecallChoice } from '../../logic/logic-words';
import { offeredChoices, PARAM, ParamPrompt, RecallOptions, recallOptionId } from '../../logic/recall-field';
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
  /** What typing @ may recall (docs/product.md, "Logic"); none, no list. */
  recall?: readonly RecallChoice[];
  /** The id of the words under the editor, when there are some. */
  describedBy?: string;
}

/** Where the @ is in the document, and the option the arrows are on. */
interface Picking {
  at: number;
  active: number;
}

/**
 * The TipTap editor of rich-text labels (docs/product.md §B5): images are
 * uploaded, never pasted as data or dropped in; changes are debounced 1500 ms.
 * Loaded lazily: TipTap is fetched only when a rich-text editor opens.
 */
export function RichTextEditor({ labelId, value, onChange, upload, recall, describedBy }: RichTextEditorProps) {
  const emitted = useRef(value);
  const t = useT();
  const listId = useId();
  const [picking, setPicking] = useState<Picking | null>(null);
  const [param, setParam] = useState<number | null>(null);
  const offered = recall ? offeredChoices(recall, '') : [];
  // The editor's handlers are made once: they read the latest list and state through refs.
  const pickingRef = useRef<Picking | null>(null);
  const offeredRef = useRef(offered);
  useEffect(() => {
    offeredRef.current = offered;
  });
  const [opened, setOpened] = useState(false);
  const pick = (next: Picking | null) => {
    pickingRef.current = next;
    setPicking(next);
    if (next) setOpened(true);
  };
  const choose = (index: number, view: { state: EditorState; dispatch: (tr: Transaction) => void }) => {
    const current = pickingRef.current;
    const choice = offeredRef.current[index];
    pick(null);
    if (!current || !choice) return;
    if (choice.token === PARAM) setParam(current.at);
    else view.dispatch(view.state.tr.insertText(choice.token, current.at, current.at + 1));
  };
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
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      // docs/product.md, "Logic": an @ typed at the start or after a space opens the recall list.
      handleTextInput: (view, from, _to, text) => {
        if (offeredRef.current.length === 0) return false;
        const before = view.state.doc.textBetween(Math.max(0, from - 1), from, ' ', ' ');
        pick(text === '@' && !/[A-Za-z0-9]/.test(before) ? { at: from, active: 0 } : null);
        return false;
      },
      handleKeyDown: (view, event) => {
        const current = pickingRef.current;
        const count = offeredRef.current.length;
        if (!current || count === 0) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          pick({ ...current, active: (current.active + step + count) % count });
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          choose(current.active, view);
          return true;
        }
        if (event.key === 'Escape') {
          pick(null);
          return true;
        }
        return false;
      },
      handlePaste: (_view, event) => isBlockedPaste(event.clipboardData),
      // docs/product.md §B5, dropped content is blocked
      handleDrop: () => true,
    },
    onUpdate: ({ editor: current }) => schedule(labelFromEditorHtml(current.getHTML())),
    onBlur: () => {
      pick(null);
      flush();
    },
  });

  // While the list is open, the editor points at its active option (the focus stays in the text).
  // (Only once something was typed: before it is mounted, the editor has no view to reach.)
  useEffect(() => {
    if (!opened) return;
    const dom = editor.view.dom;
    if (picking) {
      dom.setAttribute('aria-controls', `${listId}-list`);
      dom.setAttribute('aria-activedescendant', recallOptionId(listId, picking.active));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, picking, listId, opened]);

  function insertParam(name: string) {
    if (param === null) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: param, to: param + 1 }, `{{param:${name}}}`)
      .run();
    setParam(null);
  }

  // A change from elsewhere (undo, the stage's inline label) replaces the content.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  async function handleImage(file: File) {
    const problem = imageProblem(file, t);
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
      {picking && (
        <RecallOptions
          id={listId}
          offered={offered}
          active={Math.min(picking.active, offered.length - 1)}
          onChoose={(index) => choose(index, editor.view)}
        />
      )}
      {param !== null && <ParamPrompt id={listId} onInsert={insertParam} onCancel={() => setParam(null)} />}
    </div>
  );
}
