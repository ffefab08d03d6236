// The UI kit's stylesheets for a widget's shadow root, as text: the one list in ui/kit.css (about
// 15 KB gzip instead of 42 KB for all of @mantine/core/styles.css), its imports inlined by the build.
import defaultVariablesCss from '@mantine/core/styles/default-css-variables.css';
import kitCss from '../ui/kit.css';

export const KIT_CSS: string = kitCss;

/**
 * Mantine's default variables, apart: they must come BEFORE the provider's own `:host` variables
 * (theme colours, the widget's rem scale) in the cascade, and adopted sheets come after every
 * <style> of a shadow root — so these go in a <style> first in the shadow root instead.
 */
export const KIT_DEFAULT_VARIABLES = defaultVariablesCss;
