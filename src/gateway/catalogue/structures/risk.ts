// Catalogue 2.24: risk screening data, all optional.
import { amount, an, dateTime } from '../formats.ts';
import type { Structure } from '../types.ts';

export const RISK: Structure = {
  // Provider-specific limits (12 and 1 characters) are not enforced: the gateway does not know the provider.
  'risk.channelId': an(1, 255),
  'risk.serviceId': an(1, 255),
  'risk.amount': amount(10, true),
  'risk.orderTimestamp': dateTime(),
  'risk.brand': an(1, 255),
  'risk.parameters[name]': an(1, 2048),
  'risk.merchantWebsite': an(1, 60),
  'risk.accountToken': an(1, 64),
};
