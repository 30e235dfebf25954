// How a merchant reads result.code: the families of result-codes.md, checked in this order.
export type Outcome = 'success' | 'review' | 'pending' | 'rejected' | 'error';

const FAMILIES: ReadonlyArray<[RegExp, Outcome, string]> = [
  [/^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/, 'success', 'successfully processed'],
  [/^(000\.400\.0[^3]|000\.400\.100)/, 'review', 'processed, needs manual review'],
  [/^(000\.200)/, 'pending', 'pending'],
  [/^(800\.400\.5|100\.400\.500)/, 'pending', 'pending for days (waiting for the provider)'],
  [/^(000\.400\.[1][0-9][1-9]|000\.400\.2)/, 'rejected', 'rejected by 3-D Secure or risk checks'],
  [/^(800\.[17]00|800\.800\.[123])/, 'rejected', 'rejected by the bank'],
  [/^(900\.[1234]00|000\.400\.030)/, 'error', 'rejected because of a communication error'],
  [/^(800\.[56]|999\.|600\.1|800\.800\.[84])/, 'error', 'system error'],
  [/^(100\.39[765])/, 'rejected', 'asynchronous workflow error (cancelled or timed out)'],
  [/^(200\.[123]|100\.[53][07]|800\.900|100\.[69]00\.500)/, 'error', 'invalid request format or parameter'],
  [/^(100\.[13]50)/, 'error', 'registration invalid'],
  [/^(700\.[1345][05]0)/, 'error', 'invalid reference'],
];

export function classify(code: string): { outcome: Outcome; family: string } {
  for (const [re, outcome, family] of FAMILIES) if (re.test(code)) return { outcome, family };
  return { outcome: 'error', family: 'unknown result code' };
}
