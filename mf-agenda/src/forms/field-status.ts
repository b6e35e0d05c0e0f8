import { getIn, type FormikProps } from 'formik';

/** antd Form.Item props showing a formik field's error once it was touched or a submit was tried. */
export function fieldStatus<T>(formik: FormikProps<T>, name: string): { validateStatus?: 'error'; help?: string } {
  const error: unknown = getIn(formik.errors, name);
  const touched = !!getIn(formik.touched, name) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? { validateStatus: 'error', help: error } : {};
}
