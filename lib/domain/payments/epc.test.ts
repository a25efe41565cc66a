// The EPC QR payload field by field, and the PNG as a scanner reads it.
import { describe, expect, it } from 'vitest';
import { decodeQrPng, epcFields } from '@/lib/testing/qr';
import { EPC_MAX_AMOUNT_MINOR, epcPayload, epcQrPng, epcQrSvg, type TransferRequest } from './epc';

const transfer: TransferRequest = {
  name: 'Maison Lemaire SRL',
  iban: 'BE68 5390 0754 7034',
  bic: 'gkcc be bb',
  amountMinor: 12_345,
  currency: 'EUR',
  reference: '+++090/9337/55493+++',
};

describe('epcPayload', () => {
  it('writes every field of EPC069-12 version 002, the structured reference as 12 digits and no free text', () => {
    const payload = epcPayload(transfer)!;
    expect(payload.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'GKCCBEBB', 'Maison Lemaire SRL', 'BE68539007547034', 'EUR123.45', '', '090933755493']);
  });

  it('puts free text in the unstructured line only without a reference, and leaves out trailing empty lines', () => {
    const payload = epcPayload({ ...transfer, reference: null, text: 'Facture\nN° 2026-0001', bic: null })!;
    expect(epcFields(payload)).toMatchObject({ bic: '', reference: '', text: 'Facture N° 2026-0001' });
    expect(payload.endsWith('\n')).toBe(false);
    expect(epcPayload({ ...transfer, reference: null, text: null })!.split('\n')).toHaveLength(8);
    expect(epcFields(epcPayload({ ...transfer, text: 'ignored' })!).text).toBe('');
  });

  it('is for euros only', () => {
    expect(epcPayload({ ...transfer, currency: 'USD' })).toBeNull();
    expect(epcPayload({ ...transfer, currency: 'eur' })).not.toBeNull();
  });

  it('keeps amounts within 0.01 and 999,999,999.99 euros, in whole cents', () => {
    expect(epcFields(epcPayload({ ...transfer, amountMinor: 1 })!).amount).toBe('EUR0.01');
    expect(epcFields(epcPayload({ ...transfer, amountMinor: 100 })!).amount).toBe('EUR1.00');
    expect(epcFields(epcPayload({ ...transfer, amountMinor: EPC_MAX_AMOUNT_MINOR })!).amount).toBe('EUR999999999.99');
    for (const amountMinor of [0, -1, EPC_MAX_AMOUNT_MINOR + 1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, Infinity]) {
      expect(epcPayload({ ...transfer, amountMinor })).toBeNull();
    }
  });

  it('truncates the beneficiary name to 70 characters, by code points, on one line', () => {
    const name = `${'é'.repeat(69)}😀😀 tail`;
    expect(Array.from(epcFields(epcPayload({ ...transfer, name })!).name)).toHaveLength(70);
    expect(epcFields(epcPayload({ ...transfer, name: 'A\r\nB\u0000C' })!).name).toBe('A B C');
    expect(epcPayload({ ...transfer, name: '  \n ' })).toBeNull();
  });

  it('refuses a structured reference with wrong check digits, a bad IBAN or a bad BIC', () => {
    expect(epcPayload({ ...transfer, reference: '+++090/9337/55494+++' })).toBeNull();
    expect(epcPayload({ ...transfer, reference: '1234' })).toBeNull();
    expect(epcPayload({ ...transfer, iban: 'not an iban' })).toBeNull();
    expect(epcPayload({ ...transfer, bic: 'XX' })).toBeNull();
    expect(epcFields(epcPayload({ ...transfer, reference: '090933755493' })!).reference).toBe('090933755493');
  });

});

describe('the QR image', () => {
  it('a PNG that decodes to the payload, every field checked', async () => {
    const png = (await epcQrPng(transfer))!;
    const fields = epcFields(decodeQrPng(png));
    expect(fields).toEqual({
      service: 'BCD',
      version: '002',
      charset: '1',
      identification: 'SCT',
      bic: 'GKCCBEBB',
      name: 'Maison Lemaire SRL',
      iban: 'BE68539007547034',
      amount: 'EUR123.45',
      purpose: '',
      reference: '090933755493',
      text: '',
      information: '',
    });
  });

  it('UTF-8 names survive the round trip; nothing is drawn for what cannot be encoded', async () => {
    expect(epcFields(decodeQrPng((await epcQrPng({ ...transfer, name: 'Boulangerie Noël & Fils' }))!)).name).toBe('Boulangerie Noël & Fils');
    expect(await epcQrPng({ ...transfer, currency: 'GBP' })).toBeNull();
    expect(await epcQrSvg({ ...transfer, currency: 'GBP' })).toBeNull();
    expect(await epcQrSvg(transfer)).toMatch(/^<svg/);
  });
});
