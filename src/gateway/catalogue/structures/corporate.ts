// 2.11 Corporate, all optional.
import { an, digits, oneOf } from '../formats.ts';
import type { Structure } from '../types.ts';

export const CORPORATE: Structure = {
  'corporate.name': an(1, 30),
  'corporate.description': an(1, 160),
  'corporate.street': an(1, 100),
  // The second address line.
  'corporate.address': an(1, 100),
  'corporate.city': an(1, 80),
  'corporate.state': an(1, 50),
  'corporate.postCode': an(1, 16),
  'corporate.suite': an(1, 30),
  'corporate.postboxNumber': an(1, 15),
  'corporate.purchase': oneOf(['Y', 'N']),
  'corporate.phone': digits(1, 25),
  'corporate.fax': digits(1, 25),
  // The catalogue says 0-255, but an empty value is not sent as a value: 1-255.
  'corporate.vatId': an(1, 255),
};
