import { useEffect, useRef } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * formik for a form over server data that can change while it is open (a live update, another tab, a logo
 * upload answering with the whole establishment). When the server's values change, the fields nobody edited
 * take them and the edited fields keep what is typed; the new values become the form's baseline.
 * formik's own `enableReinitialize` would throw the edits away.
 */
export function useServerFormik<Values extends FormikValues>(config: Omit<FormikConfig<Values>, 'enableReinitialize'>) {
  const formik = useFormik<Values>(config);
  const server = config.initialValues;
  const baseline = useRef(server);
  const { values, resetForm, setValues } = formik;
  useEffect(() => {
    const before = baseline.current;
    if (same(before, server)) return;
    baseline.current = server;
    const merged = { ...server };
    for (const key of Object.keys(server) as (keyof Values)[]) {
      if (!same(values[key], before[key])) merged[key] = values[key];
    }
    resetForm({ values: server });
    if (!same(merged, server)) void setValues(merged, false);
  }, [server, values, resetForm, setValues]);
  return formik;
}
