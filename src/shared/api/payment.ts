// The gateway's answer to a payment submission, as the number frame reads it. Only the fields the
// frame needs; the rest of the payment response (gateway-api.md 2.2) is ignored, as clients must.
import { z } from '../zod.ts';

/** Built at the first answer (z.lazy), not while the frame's script loads. */
export const paymentResponse = z.lazy(() =>
  z.object({
    id: z.optional(z.string()),
    result: z.object({
      code: z.string(),
      description: z.optional(z.string()),
      parameterErrors: z.optional(z.array(z.object({ name: z.string() }))),
    }),
    card: z.optional(z.object({ bin: z.optional(z.string()), last4Digits: z.optional(z.string()) })),
    /** present while 3-D Secure or a provider step waits for the shopper */
    redirect: z.optional(z.object({ url: z.string() })),
  }),
);
export type PaymentResponse = z.infer<typeof paymentResponse>;
