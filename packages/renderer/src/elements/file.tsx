import { fileAcceptList, fileMaxMb } from '@formbuilder/core/runtime';
import type { ReactNode } from 'react';
import { controlAttributes, fieldState } from '../field';
import { fileHint } from '../file-types';
import { Question } from '../frame';
import { KeptFiles, useKeptFiles } from '../partial';
import type { ElementProps } from '../types';
import { useWords } from '../words';

export { fileHint } from '../file-types';

// docs/product.md §B3 table, File: submits a file (multipart, FormView's
// enctype) as q_{id}. A browser never refills a file input, so a refused
// submission asks for the file again. The input's accept list is the question's own, else the
// types the server takes, so the picker offers only files that can pass (docs/product.md "Reach");
// its hint says its own largest file when it sets one (docs/product.md "Files before upload").
// On a page that saves answers as visitors go, the files the visitor's partial response keeps are
// listed under the input (partial.tsx), which is then not required: the kept file answers it
// (docs/product.md, "Partial responses").
export function FileView(props: ElementProps): ReactNode {
  const { element } = props;
  // docs/product.md names no accept field; an element that carries one is honoured.
  const own = typeof element.accept === 'string' && element.accept !== '' ? element.accept : undefined;
  const kept = useKeptFiles(element.id);
  const drawn = fieldState(props, fileHint(own, useWords(), fileMaxMb(element)));
  const state = kept.length === 0 ? drawn : { ...drawn, required: false };
  return (
    <Question props={props} state={state}>
      <input
        className="fb-input"
        id={state.name}
        type="file"
        accept={fileAcceptList(element)}
        {...controlAttributes(state)}
      />
      <KeptFiles name={state.name} files={kept} />
    </Question>
  );
}
