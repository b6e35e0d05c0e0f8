import { getIn, type FormikProps } from 'formik';

/** antd Form.Item props showing a formik field's error once it was touched or a submit was tried. */
export function fieldStatus<T>(formik: FormikProps<T>, name: string): { validateStatus?: 'error'; help?: string } {
  const error: unknown = getIn(formik.errors, name);
  const touched = !!getIn(formik.touched, name) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? { validateStatus: 'error', help: error } : {};
}

/** Props binding an antd Input to a formik text field; `idPrefix` gives the input the id its label points at. */
export function formikText<T>(formik: FormikProps<T>, name: keyof T & string, idPrefix?: string) {
  return {
    ...(idPrefix ? { id: `${idPrefix}-${name}` } : {}),
    value: formik.values[name] as string,
    onChange: (e: { target: { value: string } }) => void formik.setFieldValue(name, e.target.value),
    onBlur: () => void formik.setFieldTouched(name, true),
  };
}
