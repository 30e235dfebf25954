import { describe, expect, it } from 'vitest';
import { Catalogue } from '../engine.ts';
import { AIRLINE } from './airline.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(AIRLINE, name, value);

describe('AIRLINE', () => {
  it('holds every field of the table', () => {
    // 3 amounts + date + 7 texts; 10 texts + country; 4 amounts + 17 texts + 2 dates + timeToDeparture
    expect(Object.keys(AIRLINE)).toHaveLength(3 + 1 + 7 + 10 + 1 + 4 + 17 + 2 + 1);
  });

  it('resolves booking, passenger and leg names through the engine', () => {
    const catalogue = new Catalogue([AIRLINE]);
    expect(catalogue.lookup('airline.bookingRefNum')?.pattern).toBe('airline.bookingRefNum');
    expect(catalogue.lookup('airline.passengers[1].residenceCountry')?.pattern).toBe('airline.passengers[n].residenceCountry');
    expect(catalogue.lookup('airline.passengers[1].legs[2].flightNumber')?.pattern).toBe('airline.passengers[n].legs[n].flightNumber');
    expect(catalogue.lookup('airline.legs[0].flightNumber')).toBeUndefined();
  });

  it.each([
    ['airline.totalFareAmount', '199.00'],
    ['airline.ticketIssueDate', '2026-03-01'],
    ['airline.agentCode', 'A1'],
    ['airline.passengers[n].residenceCountry', 'FR'],
    ['airline.passengers[n].dob', '1980-01-01'],
    ['airline.passengers[n].legs[n].fareAmount', '99.99'],
    ['airline.passengers[n].legs[n].departureDate', '2026-03-02'],
    ['airline.passengers[n].legs[n].timeToDeparture', '14'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['airline.totalTaxAmount', '19', 'exactly 2 decimals'],
    ['airline.ticketIssueDate', '01.03.2026', 'yyyy-MM-dd'],
    ['airline.bookingRefNum', 'x'.repeat(256), '1-255 characters'],
    ['airline.passengers[n].residenceCountry', 'FRA', 'alpha-2'],
    ['airline.passengers[n].legs[n].departureTaxAmount', '1.5', 'exactly 2 decimals'],
    ['airline.passengers[n].legs[n].arrivalDate', '1899-12-31', 'year 19xx or 20xx'],
    ['airline.passengers[n].legs[n].timeToDeparture', '12345678901', '1-10 characters'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});
