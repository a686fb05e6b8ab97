import assert from 'node:assert/strict';
import { it } from 'node:test';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { adminBlogMessages as m, BLOG_IMAGE_MAX_SIDE } from '@kredi/contracts/admin';
import { blogImages } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { DEMO_CONFIG, authHeader, signIn } from './helpers.js';

/* An upload is checked by its pixel dimensions, not only its bytes, and stored re-encoded. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header that declares `width` × `height` RGB pixels, followed by `idat` as its image data. */
function pngDeclaring(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

withApps('admin blog images: dimensions and re-encoding', { config: DEMO_CONFIG }, (ctx) => {
  const upload = async (body: Buffer, type: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog/images/',
      payload: body,
      headers: { ...authHeader(await signIn(ctx.app)), 'content-type': type },
    });
  const stored = () => ctx.db.$count(blogImages);

  it('refuses a small PNG that declares 50,000 × 50,000 pixels, and stores nothing', async () => {
    // About 61 KB, as in the issue: 60 MB of zero rows compress to nothing.
    const bomb = pngDeclaring(50_000, 50_000, deflateSync(Buffer.alloc(60 * 1024 * 1024), { level: 9 }));
    const before = await stored();
    const response = await upload(bomb, 'image/png');
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), { message: m.imageDimensions });
    assert.equal(await stored(), before);
  });

  it(`takes ${BLOG_IMAGE_MAX_SIDE} px on a side and refuses one more`, async () => {
    const image = (width: number) =>
      sharp({ create: { width, height: 8, channels: 3, background: '#204080' } })
        .png()
        .toBuffer();
    assert.equal((await upload(await image(BLOG_IMAGE_MAX_SIDE), 'image/png')).statusCode, 201);
    const over = await upload(await image(BLOG_IMAGE_MAX_SIDE + 1), 'image/png');
    assert.deepEqual([over.statusCode, over.json()], [400, { message: m.imageDimensions }]);
  });

  it('refuses a picture whose data cannot be decoded, with a Turkish 400', async () => {
    const broken = pngDeclaring(16, 16, Buffer.from('not a zlib stream at all'));
    const response = await upload(broken, 'image/png');
    assert.deepEqual([response.statusCode, response.json()], [400, { message: m.imageUnreadable }]);
  });

  it('stores the picture re-encoded: same type and size, without its metadata', async () => {
    const original = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c03020' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'gizli-konum-bilgisi' } })
      .toBuffer();
    assert.ok(original.includes('gizli-konum-bilgisi'));
    const response = await upload(original, 'image/jpeg');
    assert.equal(response.statusCode, 201, response.body);
    const served = await ctx.app.inject({ method: 'GET', url: (response.json() as { url: string }).url });
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.ok(!served.rawPayload.includes('gizli-konum-bilgisi'), 'the EXIF text is gone');
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['jpeg', 64, 32, undefined]);
  });
});
