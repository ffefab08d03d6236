import { PERMISSIONS_POLICY } from '../src/http/permissions-policy.js';

/** The headers every answer carries, routed or not (what no route writes gets the strictest policy). */
export function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toMatch(/frame-ancestors '(self|none)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
}
