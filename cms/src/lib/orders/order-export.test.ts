import { describe, expect, it } from 'vitest';
import { COURIER_EXPORT_COLUMNS, courierCsv, neutraliseFormula, UTF8_BOM } from './order-export';

const order = {
  orderNumber: '271126-ABCDE',
  status: 'dispatched',
  customer: { name: 'Ayesha Khan', phone: '+92 300 1234567', address: 'House 5, Street 2', city: 'Lahore' },
  items: [
    { name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 2 },
    { name: 'Sticker', size: '', frame: null, quantity: 1 },
  ],
  total: 1498,
  courier: 'TCS',
  trackingNumber: 'TCS-123',
};

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[i++];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The CSV as a spreadsheet reads it: after the byte-order mark, one record per row. */
function rowsOf(csv: string): string[][] {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return parse(csv.slice(UTF8_BOM.length));
}

describe('the courier CSV', () => {
  it('starts with a UTF-8 byte-order mark and the columns, and keeps Urdu names as they are', () => {
    const [header, row] = rowsOf(
      courierCsv([{ ...order, customer: { ...order.customer, name: 'عائشہ خان' } }]),
    );
    expect(header).toEqual([...COURIER_EXPORT_COLUMNS]);
    expect(row).toEqual([
      '271126-ABCDE',
      'عائشہ خان',
      '0300 1234567',
      'House 5, Street 2',
      'Lahore',
      '3',
      '2 x Moon Poster A4 Black; 1 x Sticker',
      '1498',
      'TCS',
      'TCS-123',
    ]);
  });

  it('writes the phone so a spreadsheet keeps its leading 0, however the shopper typed it', () => {
    for (const phone of ['03001234567', '923001234567', '0300-1234567']) {
      const [, row] = rowsOf(courierCsv([{ ...order, customer: { ...order.customer, phone } }]));
      expect(row[2]).toBe('0300 1234567');
      expect(Number.isNaN(Number(row[2]))).toBe(true);
    }
  });

  it('asks the courier for the cash only while it is due', () => {
    const cash = (status: string | null) => rowsOf(courierCsv([{ ...order, status }]))[1][7];
    for (const due of ['placed', 'confirmed', 'in_production', 'dispatched', null])
      expect(cash(due)).toBe('1498');
    for (const settled of ['delivered', 'cancelled', 'returned']) expect(cash(settled)).toBe('0');
  });

  it('leaves the courier columns empty before dispatch', () => {
    const [, row] = rowsOf(courierCsv([{ ...order, status: 'placed', courier: null, trackingNumber: null }]));
    expect(row.slice(8)).toEqual(['', '']);
  });

  for (const prefix of ['=', '+', '-', '@', '\t', '\r']) {
    it(`neutralises a cell that begins with ${JSON.stringify(prefix)} in every text column`, () => {
      const formula = `${prefix}HYPERLINK("http://evil.example","Click")`;
      const [, row] = rowsOf(
        courierCsv([
          {
            ...order,
            customer: { ...order.customer, name: formula, address: formula, city: formula },
            items: [{ name: formula, quantity: 1 }],
            courier: formula,
            trackingNumber: formula,
          },
        ]),
      );
      for (const column of [1, 3, 4, 8, 9]) expect(row[column]).toBe(`'${formula}`);
      expect(row[6]).toBe(`1 x ${formula}`);
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    });
  }

  it('leaves a cell alone when the prefix is not its first character', () => {
    expect(neutraliseFormula('Block =B, +92 @home')).toBe('Block =B, +92 @home');
  });
});
