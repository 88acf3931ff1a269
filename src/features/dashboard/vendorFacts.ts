import type { Fact } from '../../components/ui/FactList';
import type { User } from '../../types/api';

/** A vendor's address on one line: street, city, state and PIN code. */
export const vendorAddress = (user: User): string => `${[user.address, user.city].filter(Boolean).join(', ')}, ${user.state} ${user.postal_code}`;

/**
 * The vendor's lines of a printed document: name and firm, address and mobile. The details beyond
 * the name are kept in this browser at sign-in; a browser that lost them prints the name only.
 */
export function vendorFacts(user: User | null, words: { vendor: string; address: string; mobile: string }): Fact[] {
  if (!user) return [];
  return [
    [words.vendor, [user.name, user.firm_name].filter(Boolean).join(', ')],
    ...(user.address ? [[words.address, vendorAddress(user)] as const] : []),
    ...(user.mobile ? [[words.mobile, `+91 ${user.mobile}`] as const] : []),
  ];
}
