/**
 * SPEC §5: 10 digits are grouped 4-2-2-2 (mobile, 0475 12 34 56), 9 digits 3-2-2-2
 * (landline, 092 23 45 67); any other input is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s./-]/g, '');
  if (/^\d{10}$/.test(digits)) return group(digits, [4, 2, 2, 2]);
  if (/^\d{9}$/.test(digits)) return group(digits, [3, 2, 2, 2]);
  return phone;
}

function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The `tel:` link of a phone number as shown: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
