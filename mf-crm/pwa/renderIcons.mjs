// Renders the CRM's app icons from icon.svg with sharp: `node mf-crm/pwa/renderIcons.mjs`. The PNGs are checked in
// (a build needs no image tool); run it again after changing the drawing.
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
for (const size of [192, 512]) {
  await sharp(path.join(here, 'icon.svg'), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(here, `icon-${size}.png`));
}
