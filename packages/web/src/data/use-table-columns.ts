import { useMemo, useState } from 'react';
import type { Element, FormLogic } from '@formbuilder/core';
import { useDataColumns, useSaveDataColumns } from './data-api';
import { savedColumns, tableColumns, type TableColumn } from './table-columns';

/**
 * The owner's columns of a form's table (docs/product.md §B2, "Columns"): every question of the
 * published form, its values, ending and stored URL parameters, in their saved order and visibility. A change shows in the same event (a
 * controlled box would first show its old state) until its save settles; then the stored
 * choice, which holds it, or not if the save failed.
 */
export function useTableColumns(
  formId: number,
  elements: readonly Element[],
  logic: FormLogic | undefined,
  languages: readonly string[],
  params: readonly string[],
) {
  const savedChoice = useDataColumns(formId);
  const saveColumns = useSaveDataColumns(formId);
  const storedColumns = useMemo(
    () => tableColumns(elements, savedChoice.data?.columns ?? [], logic, languages, params),
    [elements, savedChoice.data, logic, languages, params],
  );
  const [changedColumns, setChangedColumns] = useState<TableColumn[] | null>(null);

  function change(next: TableColumn[]) {
    setChangedColumns(next);
    saveColumns.reset();
    saveColumns.mutate(savedColumns(next), {
      onSettled: () => setChangedColumns((shown) => (shown === next ? null : shown)),
    });
  }

  return {
    columns: changedColumns ?? storedColumns,
    /** The saved choice is still being read: the Columns button waits for it. */
    reading: savedChoice.isPending,
    change,
    /** Why the last change was not saved, or null. */
    saveError: saveColumns.isError ? saveColumns.error : null,
  };
}
