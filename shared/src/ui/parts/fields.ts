/**
 * The kit's fields: what only a form, a filter or a calculator draws (~9 KB gzip with Mantine's
 * input base). Loaded by the kit module when a remote first imports `@immo/shared/ui/fields`.
 */
export { Checkbox, NativeSelect, PasswordInput, Switch, TextInput } from '@mantine/core';
