import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../../api/client';
import { useAuth } from '../../../auth/auth-context';
import { useT } from '../../../i18n/i18n-context';
import { TextProperty } from '../../fields/property-fields';
import { IMAGE_ACCEPT, IMAGE_MAX_KB, imageProblem, uploadImage, UploadError } from '../../rich-text/image-upload';
import { textOf } from './editor-props';
import type { PropertyEditorProps } from './editor-props';
import './image-editor.css';

/** What the panel says when an upload fails: the server's words when it gave them. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadError) return error.reason ?? `The image could not be uploaded (${error.message}).`;
  return NETWORK_ERROR_MESSAGE;
}

type UploadState = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; message: string };

/**
 * docs/product.md §B3 table, Image: the picture is the common uploadedImageUrl, an
 * address typed in or an image uploaded (file input or drop) through the
 * rich-text image route, POST /api/upload/{formId}/{fieldId} (§B7), whose
 * location becomes the address. The server checks type, size and pixels
 *; its refusals are shown in its words (docs/architecture.md, "Errors people can read").
 */
export function ImageEditor({ element, set, formId }: PropertyEditorProps) {
  const { auth } = useAuth();
  const headingId = useId();
  const t = useT();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const uploading = state.kind === 'uploading';

  async function handleFile(file: File | undefined) {
    if (!file || formId === null || uploading) return;
    const problem = imageProblem(file);
    if (problem !== null) return setState({ kind: 'failed', message: problem });
    setState({ kind: 'uploading', name: file.name });
    try {
      const location = await uploadImage(file, { formId, fieldId: element.id, token: auth?.token ?? null });
      set({ uploadedImageUrl: location });
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: uploadFailureText(error) });
    }
  }

  function handleDragOver(event: DragEvent) {
    event.preventDefault();
    setDragging(true);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  }

  return (
    <>
      <TextProperty
        label={t('builder.props.imageAddress')}
        placeholder="https://"
        value={textOf(element.uploadedImageUrl)}
        onValueChange={(value) => set({ uploadedImageUrl: value }, `uploadedImageUrl:${element.id}`)}
      />
      <div className="prop-field" role="group" aria-labelledby={headingId}>
        <span className="prop-field__label" id={headingId}>
          {t('builder.props.imageUpload')}
        </span>
        {formId === null ? (
          <p className="prop-field__hint">{t('builder.props.imageSaveFirst')}</p>
        ) : (
          <div
            className="image-drop"
            data-dragging={dragging || undefined}
            onDragOver={handleDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={handleDrop}
          >
            <p>{t('builder.props.imageDrop')}</p>
            <label className="button button--secondary image-drop__choose">
              {t('builder.props.imageChoose')}
              <input
                className="visually-hidden"
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={uploading}
                onChange={(event) => {
                  void handleFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <p className="prop-field__hint">{t('builder.props.imageLimits', { kb: IMAGE_MAX_KB })}</p>
          </div>
        )}
        {uploading && (
          <p className="muted" role="status">
            {t('builder.props.imageUploading', { name: state.name })}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className="prop-field__error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </>
  );
}
