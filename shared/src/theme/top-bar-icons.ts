/**
 * The icons a top-bar item may name (SPEC §3 "Top-bar item": icon), as 24×24 stroke paths, so the
 * shell and the header the server sends draw the same thing. An unknown name draws nothing.
 */
export const TOP_BAR_ICONS: Readonly<Record<string, string>> = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 7v5l3 3',
  calculator: 'M6 3h12v18H6z M9 7h6 M9 11h1 M12 11h1 M15 11h0 M9 15h1 M12 15h1 M15 15v3',
  bell: 'M6 17h12l-1.5-2V10a4.5 4.5 0 0 0-9 0v5z M10 20h4',
  lock: 'M6 11h12v9H6z M9 11V8a3 3 0 0 1 6 0v3',
  leaf: 'M5 19c0-9 6-14 14-14 0 8-5 14-14 14z M5 19l7-7',
};
