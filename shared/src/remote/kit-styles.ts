// The stylesheets of the UI kit's components (ui/index.ts), for a widget's shadow root: about
// 15 KB gzip instead of 42 KB for all of @mantine/core/styles.css. Keep in step with ui/index.ts,
// and in the order of @mantine/core/styles.css: a later file overrides an earlier one (Button's
// background must come after UnstyledButton's reset).
import defaultVariablesCss from '@mantine/core/styles/default-css-variables.css';
import baselineCss from '@mantine/core/styles/baseline.css';
import globalCss from '@mantine/core/styles/global.css';
import unstyledbuttonCss from '@mantine/core/styles/UnstyledButton.css';
import visuallyhiddenCss from '@mantine/core/styles/VisuallyHidden.css';
import paperCss from '@mantine/core/styles/Paper.css';
import overlayCss from '@mantine/core/styles/Overlay.css';
import loaderCss from '@mantine/core/styles/Loader.css';
import actioniconCss from '@mantine/core/styles/ActionIcon.css';
import closebuttonCss from '@mantine/core/styles/CloseButton.css';
import groupCss from '@mantine/core/styles/Group.css';
import modalbaseCss from '@mantine/core/styles/ModalBase.css';
import inputCss from '@mantine/core/styles/Input.css';
import affixCss from '@mantine/core/styles/Affix.css';
import alertCss from '@mantine/core/styles/Alert.css';
import textCss from '@mantine/core/styles/Text.css';
import anchorCss from '@mantine/core/styles/Anchor.css';
import inlineinputCss from '@mantine/core/styles/InlineInput.css';
import checkboxindicatorCss from '@mantine/core/styles/CheckboxIndicator.css';
import checkboxCss from '@mantine/core/styles/Checkbox.css';
import badgeCss from '@mantine/core/styles/Badge.css';
import breadcrumbsCss from '@mantine/core/styles/Breadcrumbs.css';
import burgerCss from '@mantine/core/styles/Burger.css';
import buttonCss from '@mantine/core/styles/Button.css';
import cardCss from '@mantine/core/styles/Card.css';
import centerCss from '@mantine/core/styles/Center.css';
import containerCss from '@mantine/core/styles/Container.css';
import drawerCss from '@mantine/core/styles/Drawer.css';
import gridCss from '@mantine/core/styles/Grid.css';
import imageCss from '@mantine/core/styles/Image.css';
import modalCss from '@mantine/core/styles/Modal.css';
import paginationCss from '@mantine/core/styles/Pagination.css';
import simplegridCss from '@mantine/core/styles/SimpleGrid.css';
import stackCss from '@mantine/core/styles/Stack.css';
import switchCss from '@mantine/core/styles/Switch.css';
import titleCss from '@mantine/core/styles/Title.css';

export const KIT_CSS = [
  baselineCss,
  globalCss,
  unstyledbuttonCss,
  visuallyhiddenCss,
  paperCss,
  overlayCss,
  loaderCss,
  actioniconCss,
  closebuttonCss,
  groupCss,
  modalbaseCss,
  inputCss,
  affixCss,
  alertCss,
  textCss,
  anchorCss,
  inlineinputCss,
  checkboxindicatorCss,
  checkboxCss,
  badgeCss,
  breadcrumbsCss,
  burgerCss,
  buttonCss,
  cardCss,
  centerCss,
  containerCss,
  drawerCss,
  gridCss,
  imageCss,
  modalCss,
  paginationCss,
  simplegridCss,
  stackCss,
  switchCss,
  titleCss,
].join('\n');

/**
 * Mantine's default variables, apart: they must come BEFORE the provider's own `:host` variables
 * (theme colours, the widget's rem scale) in the cascade, and adopted sheets come after every
 * <style> of a shadow root — so these go in a <style> first in the shadow root instead.
 */
export const KIT_DEFAULT_VARIABLES = defaultVariablesCss;
