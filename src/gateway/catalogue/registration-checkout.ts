// A checkout that only stores a card or account, as the original's "registration tokens" guides
// prepare it: paymentType RG, or createRegistration=true with no paymentType (and no amount). Its
// widget form saves instead of paying, and submits to /checkouts/{id}/registration.
import type { Params } from './types.ts';

export const isRegistrationCheckout = (p: Params): boolean => p.paymentType === 'RG' || (p.paymentType === undefined && p.createRegistration === 'true');
