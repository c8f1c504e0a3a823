import type { Field, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { isPictureAddress, studioKind, type FormContext } from './context.ts';
import { PicturePicker } from './PictureInput.tsx';

function defaultObjectField(): Field {
  const field = getDefaultRegistry().fields.ObjectField;
  if (!field) throw new Error('@rjsf/core has no ObjectField');
  return field;
}
const ObjectField = defaultObjectField();

const prop = (schema: RJSFSchema, name: string): RJSFSchema | undefined => {
  const value = schema.properties?.[name];
  return value && typeof value === 'object' ? value : undefined;
};

/**
 * A picture with its size: the shared image shape, or any group whose schema has a picture
 * address `src` with whole-number `width` and `height` (a logo). The schema says so, not a list.
 */
export function isPictureObject(schema: RJSFSchema): boolean {
  if (studioKind(schema) === 'image') return true;
  const src = prop(schema, 'src');
  return !!src && isPictureAddress(src) && prop(schema, 'width')?.type === 'integer' && prop(schema, 'height')?.type === 'integer';
}

/**
 * Every group of fields. A picture group also gets the picker: choosing or uploading a file fills in
 * its address, width and height at once (its own address field then needs no second picker).
 */
export function StudioObjectField(props: FieldProps) {
  if (!isPictureObject(props.schema) || props.formData === undefined) return <ObjectField {...props} />;
  const context = props.registry.formContext as FormContext;
  const value = (props.formData ?? {}) as Record<string, unknown>;
  const src = typeof value.src === 'string' ? value.src : '';
  const uiSchema: UiSchema = { ...props.uiSchema, src: { ...(props.uiSchema?.src as UiSchema | undefined), 'ui:options': { picker: false } } };
  const id = props.fieldPathId.$id;
  return (
    <div className="image-field">
      <ObjectField {...props} uiSchema={uiSchema} />
      <div className="image-field__picker" id={`${id}__picker`}>
        {src && <img className="picture-input__thumb" src={src} alt="" />}
        <PicturePicker
          id={id}
          context={context}
          onPick={(p) => props.onChange({ ...value, src: p.src, ...(p.width && p.height ? { width: p.width, height: p.height } : {}) }, props.fieldPathId.path)}
        />
      </div>
    </div>
  );
}
