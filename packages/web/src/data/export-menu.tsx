import { useEffect, useId, useRef, useState } from 'react';
import type { SubmissionFilter } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { useDataFormats } from './data-formats';
import { useExport, usePublishedForm, type ExportFormat, type ExportScope, type SubmissionChoice } from './data-api';
import './export-menu.css';

const FORMATS: readonly { format: ExportFormat; label: OwnerMessageId; hint: OwnerMessageId }[] = [
  { format: 'csv', label: 'data.export.csv', hint: 'data.export.csvHint' },
  { format: 'xlsx', label: 'data.export.xlsx', hint: 'data.export.xlsxHint' },
  { format: 'json', label: 'data.export.json', hint: 'data.export.jsonHint' },
  { format: 'zip', label: 'data.export.zip', hint: 'data.export.zipHint' },
];

type ScopeKind = 'all' | 'filtered' | 'chosen';

interface ExportMenuProps {
  formId: number;
  title: string;
  /** How many submissions the form has (undefined while loading). */
  total: number | undefined;
  /** The list's filters when any is set (with how many they match, in words), else null. */
  filtered: { filter: SubmissionFilter; count: string } | null;
  /** The rows chosen one by one, or "all matching"; `count` in words. */
  chosen: { choice: SubmissionChoice; count: string } | null;
}

/**
 * docs/product.md §B2, Export: a button that opens a small panel to choose the file (CSV, Excel,
 * JSON or the uploaded files as a ZIP) and which submissions go in it (all, those the filters
 * match, or the chosen ones), then downloads it. Escape or a click outside closes it.
 */
export function ExportMenu({ formId, title, total, filtered, chosen }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [scopeKind, setScopeKind] = useState<ScopeKind>('all');
  const download = useExport(formId, title);
  const t = useT();
  const formats = useDataFormats();
  const published = usePublishedForm(formId);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const hasFiles = published.data?.published
    ? published.data.props.elements.some((element) => element.type === 'File')
    : false;
  const files = FORMATS.filter((option) => option.format !== 'zip' || hasFiles);
  const chosenFormat = files.some((option) => option.format === format) ? format : 'csv';
  // The narrowest scope offered is the one meant, until the owner picks another.
  const offered: ScopeKind[] = [
    'all',
    ...(filtered ? (['filtered'] as const) : []),
    ...(chosen ? (['chosen'] as const) : []),
  ];
  const scope: ScopeKind = offered.includes(scopeKind) ? scopeKind : (offered.at(-1) ?? 'all');

  function openPanel() {
    download.reset();
    setScopeKind(chosen ? 'chosen' : filtered ? 'filtered' : 'all');
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function exportScope(): ExportScope {
    if (scope === 'chosen' && chosen) return chosen.choice;
    if (scope === 'filtered' && filtered) return { matching: filtered.filter };
    return { all: true };
  }

  function start() {
    download.mutate({ format: chosenFormat, scope: exportScope() }, { onSuccess: () => close() });
  }

  const scopes: Record<ScopeKind, string> = {
    all: total === undefined ? t('data.export.all') : t('data.export.allCount', { count: formats.count(total) }),
    filtered: t('data.export.filtered', { count: filtered?.count ?? '' }),
    chosen: t('data.export.chosen', { count: chosen?.count ?? '' }),
  };

  return (
    <div className="export-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={total === 0}
        onClick={() => (open ? close() : openPanel())}
      >
        {t('data.export.button')}
      </button>
      {open && (
        <div
          id={panelId}
          className="export-menu__panel"
          role="group"
          aria-label={t('data.export.panel')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <fieldset>
            <legend>{t('data.export.file')}</legend>
            {files.map((option) => (
              <label key={option.format} className="export-menu__option">
                <input
                  type="radio"
                  name={`${panelId}-format`}
                  value={option.format}
                  checked={chosenFormat === option.format}
                  onChange={() => setFormat(option.format)}
                />
                <span>
                  {t(option.label)} <span className="export-menu__hint">{t(option.hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('data.export.submissions')}</legend>
            {offered.map((kind) => (
              <label key={kind} className="export-menu__option">
                <input
                  type="radio"
                  name={`${panelId}-scope`}
                  value={kind}
                  checked={scope === kind}
                  onChange={() => setScopeKind(kind)}
                />
                <span>{scopes[kind]}</span>
              </label>
            ))}
          </fieldset>
          <div className="export-menu__actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={download.isPending}
              onClick={start}
            >
              {t(download.isPending ? 'data.export.preparing' : 'data.export.download')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={close}>
              {t('data.export.cancel')}
            </button>
          </div>
          {download.isError && (
            <p className="export-menu__error" role="alert">
              {errorMessage(download.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
