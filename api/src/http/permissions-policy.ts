import { EMBED_FRAME_SOURCES } from '@immo/shared';

/**
 * Browser features no page of ours uses: neither the site, nor a player or tag it frames or runs, may
 * ask for them — a camera, a microphone, the visitor's position, payment, devices — nor for the
 * interest API that would profile a visitor from the pages they read (Topics: browsing-topics). Its
 * retired family is left out: FLoC's `interest-cohort` and Protected Audience's `join-ad-interest-group`
 * and `run-ad-auction` are no longer known to Chromium (156), which would only log a warning for each
 * name on every page. The names below are all known to it.
 */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
] as const;

/**
 * What the pages use keeps its default (autoplay, picture-in-picture and xr-spatial-tracking, which the
 * players' frames are given by their `allow` attribute; web-share and the clipboard for sharing a
 * property), except full screen, written out: a property's own video (the native player's button) and
 * the video and tour players of EMBED_FRAME_SOURCES, which a list that names only `self` would stop.
 */
const FULLSCREEN = `fullscreen=(self ${EMBED_FRAME_SOURCES.map((origin) => `"${origin}"`).join(' ')})`;

/** The Permissions-Policy header of every answer. */
export const PERMISSIONS_POLICY = [...DENIED.map((feature) => `${feature}=()`), FULLSCREEN].join(', ');
