/**
 * The version of the build this code is compiled into: @immo/build-tools defines it (package
 * version + build stamp) alike in a remote's browser and server builds, so a slot the server
 * rendered is hydrated only by the very build that rendered it (DESIGN §7). @immo/shared is
 * compiled into each app, so this names the caller's build. 'dev' outside such a build (tests).
 */
declare const __REMOTE_VERSION__: string | undefined;

export const REMOTE_VERSION: string = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'dev';
