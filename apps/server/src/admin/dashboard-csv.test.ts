import { describe, expect, it } from 'vitest';
import { csvField, dashboardCsv } from './dashboard-csv';

describe('dashboard CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-x,y')).toBe(`"'-x,y"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('writes a header, a row per group and the period rows, CRLF-terminated', () => {
    const csv = dashboardCsv({
      from: '2025-01-01',
      to: '2025-01-02',
      sales: [{ day: '2025-01-01', packageId: 'small', currency: 'usd', count: 2, amountCents: 1000, tokens: 20 }],
      readings: [{ day: '2025-01-02', kind: 'simple', count: 3 }],
      visitorReadings: [{ day: '2025-01-02', count: 7 }],
      signups: [],
      refunds: [],
      disputes: [],
      conversion: { signups: 0, converted: 0, rate: null },
    });
    expect(csv.split('\r\n')).toEqual([
      'date,metric,package,kind,currency,count,amount_cents,tokens',
      '2025-01-01,sales,small,,usd,2,1000,20',
      '2025-01-02,readings,,simple,,3,,',
      '2025-01-02,visitor-readings,,simple,,7,,',
      '2025-01-01/2025-01-02,period-signups,,,,0,,',
      '2025-01-01/2025-01-02,period-signups-who-bought,,,,0,,',
      '',
    ]);
  });
});
