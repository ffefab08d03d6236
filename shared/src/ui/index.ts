/**
 * The UI kit every micro-frontend builds with: the Mantine components the site uses, its theme and
 * provider. Shared through federation as ONE module (see federation/shared-dependencies.ts), so a
 * page carries Mantine once, yet only these components of it, not all of @mantine/core.
 *
 * Adding a component is a minor version of @immo/shared: a remote built against a newer kit than
 * the page's host loads its own copy instead of missing the component.
 */
export {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Burger,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Drawer,
  FocusTrap,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Transition,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export { ConsentGate, type ConsentGateProps } from './consent-gate.js';
export { EpcBadge, type EpcBadgeProps } from './epc-badge.js';
export { ImmoProvider, type ImmoProviderProps } from './immo-provider.js';
export { theme } from './theme.js';
