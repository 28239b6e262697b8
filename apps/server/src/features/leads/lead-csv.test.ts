import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow } from './lead-csv.js';

describe('the CSV export', () => {
  it('guards formulas and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+971501234567')).toBe("'+971501234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and speaks the requester’s language', () => {
    expect(csvHeader('en').startsWith('\uFEFFLead id,Created,Name,')).toBe(true);
    expect(csvHeader('ar').startsWith('\uFEFFرقم العميل,')).toBe(true);
    const line = csvRow(
      {
        id: 1,
        createdAt: new Date('2026-11-30T10:05:00Z'),
        name: 'سارة أحمد',
        phone: '+971501234567',
        email: null,
        status: 'lost',
        lostReason: 'budget',
        assignee: 'Agent',
        listings: [
          { id: 3, title: 'Flat, JLT' },
          { id: 4, title: 'Villa' },
        ],
        channels: ['form', 'whatsapp'],
        firstResponseMinutes: null,
        lastActivityAt: new Date('2026-11-30T11:00:00Z'),
        contacts: 2,
        notes: 0,
      },
      'en',
    );
    expect(line).toBe(
      `1,2026-11-30 10:05,سارة أحمد,'+971501234567,,Lost,Budget did not fit,Agent,"#3 Flat, JLT; #4 Villa",Contact form; WhatsApp,,2026-11-30 11:00,2,0\r\n`,
    );
  });
});
