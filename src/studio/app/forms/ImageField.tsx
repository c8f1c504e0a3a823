import type { Field, FieldProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { studioKind, type FormContext } from './context.ts';
import { PicturePicker } from './PictureInput.tsx';

function defaultObjectField(): Field {
  const field = getDefaultRegistry().fields.ObjectField;
  if (!field) throw new Error('@rjsf/core has no ObjectField');
  return field;
}
const ObjectField = defaultObjectField();

/**
 * Every group of fields. A picture (the shared image shape) also gets the picker: choosing or
 * uploading a file fills in its address, width and height at once.
 */
export function StudioObjectField(props: FieldProps) {
  if (studioKind(props.schema) !== 'image' || props.formData === undefined) return <ObjectField {...props} />;
  const context = props.registry.formContext as FormContext;
  const value = (props.formData ?? {}) as Record<string, unknown>;
  const src = typeof value.src === 'string' ? value.src : '';
  return (
    <div className="image-field">
      <ObjectField {...props} />
      <div className="image-field__picker">
        {src && <img className="picture-input__thumb" src={src} alt="" />}
        <PicturePicker
          id={props.fieldPathId.$id}
          context={context}
          onPick={(p) => props.onChange({ ...value, src: p.src, ...(p.width && p.height ? { width: p.width, height: p.height } : {}) }, props.fieldPathId.path)}
        />
      </div>
    </div>
  );
}
