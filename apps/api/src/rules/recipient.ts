/**
 * SPEC §2 reimbursement: the money goes only to the account holder. Names are compared without
 * case, accents, order, commas or extra spaces: "müller, ben" is Ben Müller.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

export function isAccountHolder(recipientName: string, holder: { firstName: string; lastName: string }): boolean {
  const key = nameKey(recipientName);
  return key !== '' && key === nameKey(`${holder.firstName} ${holder.lastName}`);
}
