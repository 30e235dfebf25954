// Amounts travel as N10.N2 strings; arithmetic happens in integer cents so that partial captures
// and refunds never drift by a rounding error.
export const toCents = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export const fromCents = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
