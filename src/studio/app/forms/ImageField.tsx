import type { Field, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { isPictureAddress, studioKind, type FormContext } from './context.ts';
import { AltQuestion } from './AltQuestion.tsx';
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
  const hasAlt = prop(props.schema, 'alt') !== undefined;
  // The words are asked for below the picture (AltQuestion), not as a bare text field.
  const uiSchema: UiSchema = {
    ...props.uiSchema,
    src: { ...(props.uiSchema?.src as UiSchema | undefined), 'ui:options': { picker: false } },
    ...(hasAlt ? { alt: { 'ui:widget': 'hidden' } } : {}),
  };
  const alt = typeof value.alt === 'string' ? value.alt : undefined;
  const id = props.fieldPathId.$id;
  return (
    <div className="image-field">
      <ObjectField {...props} uiSchema={uiSchema} />
      <div className="image-field__picker" id={`${id}__picker`}>
        {src && <img className="picture-input__thumb" src={src} alt="" />}
        <PicturePicker
          id={id}
          context={context}
          current={src}
          // A new picture needs its own words: the old ones are dropped until the editor answers.
          onPick={(p) => props.onChange({ ...value, src: p.src, ...(hasAlt ? { alt: undefined } : {}), ...(p.width && p.height ? { width: p.width, height: p.height } : {}) }, props.fieldPathId.path)}
        />
        {hasAlt && <AltQuestion key={src} id={id} alt={alt} onChange={(next) => props.onChange({ ...value, alt: next }, props.fieldPathId.path)} />}
      </div>
    </div>
  );
}
