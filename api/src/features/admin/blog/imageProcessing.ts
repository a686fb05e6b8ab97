import { BLOG_IMAGE_MAX_SIDE, BLOG_IMAGE_MAX_TOTAL_PIXELS, type BlogImageType } from '@kredi/contracts/admin';
import sharp, { type Sharp } from 'sharp';

// Uploads are rare and small: no decoded-image cache to hold memory, one libvips thread so an upload never takes the
// CPU from the requests around it.
sharp.cache(false);
sharp.concurrency(1);

export type ProcessedImage = { ok: true; bytes: Buffer } | { ok: false; reason: 'dimensions' | 'unreadable' };

const ENCODERS: Record<BlogImageType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  // EXIF orientation is applied before the metadata goes, so a phone photo keeps its way up.
  'image/jpeg': (image) => image.rotate().jpeg({ quality: 85 }),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Checks the picture's dimensions from its header (before a pixel is decoded) against BLOG_IMAGE_MAX_SIDE and
 * BLOG_IMAGE_MAX_TOTAL_PIXELS, then decodes it whole and encodes it again in its own type. What is stored is
 * therefore a picture libvips produced: no metadata (EXIF, GPS, comments), nothing appended after the image data,
 * and a file that really decodes. `type` is the type its first bytes showed.
 */
export async function reencodeImage(bytes: Buffer, type: BlogImageType): Promise<ProcessedImage> {
  const animated = type === 'image/gif' || type === 'image/webp';
  let width: number;
  let frameHeight: number;
  let frames: number;
  try {
    // The header only: no pixel is decoded here, so the size it declares is read whatever it is, and judged below.
    const meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    width = meta.width;
    frames = meta.pages ?? 1;
    frameHeight = meta.pageHeight ?? meta.height;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!(width > 0 && frameHeight > 0)) return { ok: false, reason: 'unreadable' };
  if (width > BLOG_IMAGE_MAX_SIDE || frameHeight > BLOG_IMAGE_MAX_SIDE || width * frameHeight * frames > BLOG_IMAGE_MAX_TOTAL_PIXELS) {
    return { ok: false, reason: 'dimensions' };
  }
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than stored half grey.
    const image = sharp(bytes, { animated, failOn: 'error', limitInputPixels: BLOG_IMAGE_MAX_TOTAL_PIXELS });
    return { ok: true, bytes: await ENCODERS[type](image).toBuffer() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
