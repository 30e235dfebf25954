// The parameter catalogue (request-parameters.md) as data: each structure maps catalogue names to a
// zod schema for one form value. Names may hold placeholders:
//   [n]      an index, e.g. cart.items[n].name           -> cart.items[0].name
//   [name]   a map key of 3-64 a-z A-Z 0-9 . _           -> customParameters[SHOPPER_x]
//   [key]    same as [name] (merchant.data[key])
//   [brand]  a brand, 1-32 a-z A-Z 0-9 _                 -> overridePaymentType[VISA]
//   [network] a card-network key, 2-32 letters            -> threeDSecure.v2.[network].requestorId
//   [item]   a scheme-data key such as XX-ITEMSNB        -> threeDSecure.schemeData[CB-ITEMSNB]
import type { z } from 'zod';

export type Field = z.ZodType<string>;
export type Structure = Readonly<Record<string, Field>>;
export type Params = Readonly<Record<string, string>>;

export interface ParameterError {
  name: string;
  value: string;
  message: string;
}

/** A conditional rule of the catalogue: it reads all parameters and names each one it finds wrong. */
export type Rule = (params: Params) => ParameterError[];
