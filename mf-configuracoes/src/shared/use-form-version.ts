import type { QueryKey } from '@tanstack/react-query';
import type { FormikProps } from 'formik';
import { useEditingVersion, useFreshRead, useVersionConflict } from '@salao/web-core/forms';

/**
 * The version a settings form (useServerFormik) sends, and its conflict alert: 'Recarregar' reads the
 * record again (the cache takes it) and puts it in the form, which then follows the server's version.
 */
export function useFormVersion<Dto extends { version?: number }, Values>(
  formik: Pick<FormikProps<Values>, 'dirty' | 'resetForm'>,
  server: Dto,
  queryKey: QueryKey,
  toValues: (fresh: Dto) => Values,
) {
  const version = useEditingVersion(server.version, formik.dirty);
  const conflict = useVersionConflict(useFreshRead<Dto>(queryKey), (fresh) => formik.resetForm({ values: toValues(fresh) }));
  return { version, conflict };
}

/**
 * For a form that starts again from every new answer of its query (keyed on it): 'Recarregar' only reads
 * the query again; the new answer brings the values and the version.
 */
export function useReloadConflict(queryKey: QueryKey) {
  return useVersionConflict(useFreshRead(queryKey), () => undefined);
}
