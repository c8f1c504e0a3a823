import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { errorTree, type FieldProblem } from '../doc/problems.ts';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, ItemTools } from './ArrayTemplates.tsx';
import type { FormContext } from './context.ts';
import { DescriptionFieldTemplate, FieldErrorTemplate, FieldTemplate } from './FieldTemplate.tsx';
import { StudioObjectField } from './ImageField.tsx';
import { StudioArrayField } from './TagsField.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { OptionalDataControlsTemplate } from './OptionalControls.tsx';
import { CheckboxWidget, DateWidget, NumberWidget, SelectWidget, TextWidget } from './widgets.tsx';

const templates = {
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate: ItemTools,
  OptionalDataControlsTemplate,
};
const widgets = { TextWidget, TextareaWidget: TextWidget, UpDownWidget: NumberWidget, SelectWidget, CheckboxWidget, DateWidget };
const fields = { ObjectField: StudioObjectField, ArrayField: StudioArrayField };

const uiSchema: UiSchema = {
  'ui:submitButtonOptions': { norender: true },
  'ui:globalOptions': { copyable: true, orderable: true, removable: true, addable: true, enableOptionalDataFieldForType: ['object'] },
};

// The form never adds anything the person did not type: no defaults, no empty groups, no padding
// of lists to their minimum length (each would be a line in the file nobody asked for).
const noDefaults = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
  constAsDefaults: 'never' as const,
  mergeDefaultsIntoFormData: 'useFormDataIfPresent' as const,
};

export interface SchemaFormProps {
  /** Unique per form on screen: every input id starts with it. */
  idPrefix: string;
  schema: RJSFSchema;
  data: unknown;
  /** The problems of this part of the file (paths relative to `data`). */
  problems: readonly FieldProblem[];
  context: FormContext;
  onChange: (data: unknown, field: string) => void;
}

/**
 * A form generated from a JSON Schema (@rjsf/core) with the Studio's own templates and widgets.
 * Messages come from the site's checker, the same as `npm run validate`: the form engine's own
 * validation is off, so there is one wording for every mistake.
 */
export const SchemaForm = memo(function SchemaForm({ idPrefix, schema, data, problems, context, onChange }: SchemaFormProps) {
  const extraErrors = useMemo(() => errorTree(problems) as ErrorSchema, [problems]);
  return (
    <Form
      tagName="div"
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      validator={validator}
      noValidate
      showErrorList={false}
      extraErrors={extraErrors}
      formContext={context}
      templates={templates}
      widgets={widgets}
      fields={fields}
      experimental_defaultFormStateBehavior={noDefaults}
      onChange={(event, id) => onChange(event.formData, id ?? '')}
    />
  );
});
