/**
 * Form dialogs (antd Form + formik). Their own entry, apart from './ui': antd's Form brings rc-form and its
 * validator, formik brings lodash, ~30 KB gzip that a page showing figures or a list must not wait for
 * (docs/architecture.md ('First visit')). Pages load it with the dialog that uses it.
 */
export { FormDialog, type FormDialogProps } from './FormDialog';
export { fieldStatus, formikText } from './formik-fields';
export { useServerFormik } from './use-server-formik';
export { useVersionConflict, type VersionConflict } from './use-version-conflict';
export { useEditingVersion } from './use-editing-version';
export { useRecordVersion } from './use-record-version';
export { useFreshRead, useListRecordRead } from './reload';
