/**
 * Who sent a lead: the name and address of its form's person. Most forms ask them at the top level;
 * the offer asks them of its first bidder (`personA`), whose address is kept and confirmed to.
 */
export function leadVisitor(data: Record<string, unknown>): { name: string; email: string | null } {
  const person =
    typeof data.personA === 'object' && data.personA !== null ? (data.personA as Record<string, unknown>) : data;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(person.email) || null;
  const full = [person.firstName, person.lastName].map(text).filter(Boolean).join(' ');
  return { name: full || text(person.name) || (email ?? ''), email };
}
