import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { fieldTitle, isHiddenField } from './context.ts';
import { RequiredMark } from './FieldTemplate.tsx';

/** A group of fields (a button's label and address, a card): a fieldset named by the schema's title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, fieldPathId, schema, optionalDataControl, formData } = props;
  if (isHiddenField(schema)) return null;
  const root = fieldPathId.path.length === 0;
  const content = properties.filter((p) => !p.hidden).map((p) => p.content);
  if (root) return <div className="form-root">{content}</div>;
  const absent = formData === undefined;
  return (
    <fieldset className={`group${absent ? ' group--absent' : ''}`} id={fieldPathId.$id}>
      <legend className="group__title">
        {fieldTitle(schema.title ?? title, fieldPathId)}
        <RequiredMark required={required} />
      </legend>
      {description && <p className="field__help" id={`${fieldPathId.$id}__description`}>{description}</p>}
      {optionalDataControl}
      {!absent || !optionalDataControl ? content : null}
    </fieldset>
  );
}
