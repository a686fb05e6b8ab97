import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, get, OTHER_STAFF_PHONE, signIn } from './helpers.js';

/** RFC 4180 reader for the test: ';' between cells, CRLF between records, "" inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      cell += ch;
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === ';') {
      endCell();
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

withApps('CRM CSV export', {}, (ctx) => {
  let token = '';

  before(async () => {
    await addStaff(ctx.db);
    token = await signIn(ctx.app);
    await addLead(ctx.db, { fullName: '=HYPERLINK("http://kotu.example","tıkla")', city: 'Antalya', crmStage: 'aranacak' });
    await addLead(ctx.db, { fullName: '+cmd|calc', city: 'Antalya', crmStage: 'aranacak' });
    await addLead(ctx.db, { fullName: '@SUM(1;2)', city: 'Antalya', crmStage: 'istemiyor' });
    await addLead(ctx.db, { fullName: '-2+3', city: 'Antalya', crmStage: 'aranacak' });
    await addLead(ctx.db, { fullName: 'Çağla Öztürk', city: '\tMuğla', crmStage: 'aranacak' });
  });

  it('gives the filtered list for Turkish Excel: BOM, semicolons, every formula made inert', async () => {
    const response = await get(ctx.app, token, '/api/crm/musteriler/csv/?durum=aranacak');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="musteriler-\d{4}-\d{2}-\d{2}\.csv"/);
    assert.ok(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 BOM');
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    assert.equal(rows[0]![1], 'Ad Soyad');
    assert.equal(rows.length, 1 + 4, 'the status filter applies');
    const names = rows.slice(1).map((r) => r[1]);
    assert.ok(names.includes(`'=HYPERLINK("http://kotu.example","tıkla")`));
    assert.ok(names.includes(`'+cmd|calc`));
    assert.ok(names.includes(`'-2+3`));
    assert.ok(names.includes('Çağla Öztürk'));
    assert.ok(rows.slice(1).some((r) => r[3] === `'\tMuğla`));
    for (const row of rows.slice(1)) for (const cell of row) assert.doesNotMatch(cell, /^[=+\-@\t\r]/);
  });

  it('writes bands as their labels, dates with two digits, and the owner', async () => {
    const owner = await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Sorumlu Kişi');
    await addLead(ctx.db, {
      fullName: 'Bantlı Müşteri',
      assignedStaffId: owner,
      nextContactAt: new Date('2026-03-02T06:05:00Z'),
      createdAt: new Date('2026-01-05T07:00:00Z'),
    });
    await addLead(ctx.db, { fullName: 'Sahipsiz Müşteri' });
    const response = await get(ctx.app, token, `/api/crm/musteriler/csv/?search=${encodeURIComponent('müşteri')}`);
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const row = (name: string) => Object.fromEntries(header!.map((h, i) => [h, rows.find((r) => r[1] === name)![i]]));
    assert.deepEqual(
      [row('Bantlı Müşteri').Yaş, row('Bantlı Müşteri').Findeks, row('Bantlı Müşteri').Sorumlu],
      ['28-39 yaş', '1400 - 1499', 'Sorumlu Kişi'],
    );
    assert.equal(row('Bantlı Müşteri')['Sonraki İletişim'], '02.03.2026 09:05');
    assert.equal(row('Bantlı Müşteri')['Kayıt Tarihi'], '05.01.2026 10:00');
    assert.equal(row('Sahipsiz Müşteri').Sorumlu, 'Atanmamış');
  });

  it('applies the search too, and needs a session', async () => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/csv/?search=${encodeURIComponent('çağla')}`);
    const lines = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(lines.length, 2);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/crm/musteriler/csv/' })).statusCode, 401);
  });
});
