import {
  CLONE_TITLE_MAX_LENGTH,
  EXTERNAL_URL_DELIVERIES,
  externalUrlProblem,
  FORM_METHODS,
  WEBHOOK_URL_MAX_LENGTH,
} from '@formbuilder/core';
import type { FormProps } from '@formbuilder/core';
import { CheckboxProperty, SelectProperty, TextProperty } from '../fields/property-fields';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { DeliveriesList } from '../integrations/deliveries-list';
import { AutoPageBreakFields } from './auto-page-break-fields';
import { CustomParamsField } from './custom-params-field';
import { TagsEditor } from './tags-editor';
import { useT } from '../../i18n/i18n-context';
import { FormLifeFields } from '../form-life/form-life-fields';
import { PartialResponsesFields } from '../form-life/partial-responses-fields';

type FormMethod = (typeof FORM_METHODS)[number];
const METHOD_OPTIONS = FORM_METHODS.map((method) => ({ value: method, label: method }));

/** /editor/{formId}/builder/properties (docs/product.md §B2 and §B3, the form's props). */
export function FormPropertiesTab() {
  const { form, published } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  if (!form) return null;
  const { props } = form;
  const setProps = (changes: Partial<FormProps>, coalesce?: string) =>
    dispatch(edit({ type: 'updateProps', changes }, coalesce));
  const externalUrl = props.url?.value ?? '';

  return (
    <section className="properties" aria-labelledby="form-properties-heading">
      <h2 id="form-properties-heading" className="builder-panel__heading">
        {t('builder.formProps.heading')}
      </h2>
      <TextProperty
        label={t('builder.formProps.title')}
        value={form.title}
        maxLength={CLONE_TITLE_MAX_LENGTH}
        onValueChange={(title) => dispatch(edit({ type: 'updateForm', changes: { title } }, 'title'))}
      />
      <TagsEditor tags={props.tags} onChange={(tags) => setProps({ tags })} />
      <CheckboxProperty
        label={t('builder.formProps.private')}
        checked={form.private === 1}
        onCheckedChange={(checked) => dispatch(edit({ type: 'updateForm', changes: { private: checked ? 1 : 0 } }))}
        hint={t('builder.formProps.privateHint')}
      />
      <AutoPageBreakFields
        value={props.autoPageBreak}
        onChange={(autoPageBreak, coalesce) => setProps({ autoPageBreak }, coalesce)}
      />
      <fieldset className="prop-group">
        <legend>{t('builder.formProps.external')}</legend>
        <TextProperty
          label={t('builder.formProps.externalUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={externalUrl}
          onValueChange={(value) => setProps({ url: { value } }, 'url')}
          hint={t('builder.formProps.externalUrlHint')}
          error={externalUrlProblem(externalUrl)}
        />
        <SelectProperty<FormMethod>
          label={t('builder.formProps.method')}
          value={props.method?.value ?? 'POST'}
          options={METHOD_OPTIONS}
          onValueChange={(value) => setProps({ method: { value } })}
        />
        {form.id !== null && externalUrl.trim() !== '' && (
          <DeliveriesList
            formId={form.id}
            integration={EXTERNAL_URL_DELIVERIES}
            label={t('builder.formProps.externalDeliveries')}
            headingLevel={3}
          />
        )}
      </fieldset>
      <CustomParamsField
        value={props.customParams}
        onChange={(customParams) => setProps({ customParams }, 'customParams')}
      />
      <PartialResponsesFields value={props.partial} onChange={(partial, coalesce) => setProps({ partial }, coalesce)} />
      {form.id !== null && <FormLifeFields formId={form.id} published={published !== null} elements={props.elements} />}
    </section>
  );
}
