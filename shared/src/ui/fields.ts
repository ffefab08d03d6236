// `@immo/shared/ui/fields`: the kit's fields, bundled into each app but loaded by the kit module
// the page shares (see ./index.ts, "parts"). The import is the package's own name, not './index.js':
// only that request is the one kit module of the page; a relative one would bundle a second kit
// whose Mantine has no provider on the page.
import { loadKitFields } from '@immo/shared/ui';

export const { Checkbox, NativeSelect, PasswordInput, Switch, TextInput } = await loadKitFields();
