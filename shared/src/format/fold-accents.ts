/**
 * Removes diacritics so "Liège", "liege" and "LIÈGE" compare equal (SPEC §5 "Search":
 * accents ignored). Letters without a decomposition (ß, æ, ø, œ, ł) are spelled out
 * so that a visitor typing plain ASCII still finds them.
 */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};
const SPELLED_OUT_PATTERN = /[ßẞæÆœŒøØłŁđĐ]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter);
}

/** The form search compares: folded and lower-cased. */
export function searchKey(text: string): string {
  return foldAccents(text).toLowerCase();
}
