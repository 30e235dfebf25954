// Catalogue 2.18: airline booking, passengers and legs. All fields are conditional without a stated
// condition, so all are optional here.
import { amount, an, country2, date } from '../formats.ts';
import type { Field, Structure } from '../types.ts';

const money: Field = amount(10, true);
const text: Field = an(1, 255);

const fill = (prefix: string, names: readonly string[], field: Field): Record<string, Field> =>
  Object.fromEntries(names.map((name) => [`${prefix}${name}`, field]));

const BOOKING = 'airline.';
const PASSENGER = 'airline.passengers[n].';
const LEG = 'airline.passengers[n].legs[n].';

export const AIRLINE: Structure = {
  ...fill(BOOKING, ['totalTaxAmount', 'totalFeesAmount', 'totalFareAmount'], money),
  [`${BOOKING}ticketIssueDate`]: date,
  // "bookingtype" is lower case in the catalogue; kept as written.
  ...fill(BOOKING, ['ticketIssueAddress', 'thirdPartyBooking', 'bookingtype', 'ticketDeliveryMethod', 'bookingRefNum', 'agentName', 'agentCode'], text),

  ...fill(PASSENGER, ['type', 'name', 'ticketRestricted', 'ticketNumber', 'status', 'phone', 'frequentFlyerNumber', 'email', 'dob', 'checkDigit'], text),
  [`${PASSENGER}residenceCountry`]: country2,

  ...fill(LEG, ['taxAmount', 'feesAmount', 'fareAmount', 'departureTaxAmount'], money),
  ...fill(
    LEG,
    [
      'ticketNumber',
      'stopOverAllowed',
      'restrictions',
      'flightNumber',
      'fareBasis',
      'exchangeTicketNum',
      'departureCountry',
      'departureAirport',
      'airlineName',
      'airlineCode',
      'departureTime',
      'arrivalCountry',
      'arrivalAirport',
      'arrivalTime',
      'couponNumber',
      'classOfService',
      'carrierCode',
    ],
    text,
  ),
  ...fill(LEG, ['departureDate', 'arrivalDate'], date),
  [`${LEG}timeToDeparture`]: an(1, 10),
};
