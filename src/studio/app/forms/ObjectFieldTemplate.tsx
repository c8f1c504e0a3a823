import { canExpand, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { isNamedEntry } from './AdditionalEntry.tsx';
import { fieldTitle, isHiddenField } from './context.ts';
import { RequiredMark } from './FieldTemplate.tsx';

/** A group of fields (a button's label and address, a card): a fieldset named by the schema's title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, fieldPathId, schema, optionalDataControl, formData, uiSchema, onAddProperty } = props;
  if (isHiddenField(schema)) return null;
  const root = fieldPathId.path.length === 0;
  const entry = schema.additionalProperties;
  const entrySchema = entry && typeof entry === 'object' ? props.registry.schemaUtils.retrieveSchema(entry as RJSFSchema) : undefined;
  const entryName = entrySchema?.title ?? 'entry';
  const content = [
    ...properties.filter((p) => !p.hidden).map((p) => p.content),
    canExpand(schema, uiSchema, formData) && (
      <button key="__add" type="button" className="button button--small group__add" onClick={onAddProperty}>
        Add {entryName.toLowerCase()}
      </button>
    ),
  ];
  if (root) return <div className="form-root">{content}</div>;
  const absent = formData === undefined;
  return (
    <fieldset className={`group${absent ? ' group--absent' : ''}`} id={fieldPathId.$id}>
      <legend className="group__title">
        {isNamedEntry(schema) ? String(fieldPathId.path[fieldPathId.path.length - 1]) : fieldTitle(schema.title ?? title, fieldPathId)}
        <RequiredMark required={required} />
      </legend>
      {description && <p className="field__help" id={`${fieldPathId.$id}__description`}>{description}</p>}
      {optionalDataControl}
      {!absent || !optionalDataControl ? content : null}
    </fieldset>
  );
}
