import { expect } from '@open-wc/testing';
import { jpegFileName, MAX_IMAGE_SIDE, scaledImageSize } from './image-scaling';

describe('image scaling for uploads', () => {
  it('Images are scaled so the longest side is at most 2000 px', () => {
    expect(MAX_IMAGE_SIDE).to.equal(2000);
    expect(scaledImageSize(3000, 1500)).to.deep.equal({ width: 2000, height: 1000 });
    expect(scaledImageSize(1200, 4800)).to.deep.equal({ width: 500, height: 2000 });
    expect(scaledImageSize(4000, 4000)).to.deep.equal({ width: 2000, height: 2000 });
  });

  it('keeps the aspect ratio, rounding the shorter side and never below 1 px', () => {
    expect(scaledImageSize(3001, 1999)).to.deep.equal({ width: 2000, height: 1332 });
    expect(scaledImageSize(10000, 3)).to.deep.equal({ width: 2000, height: 1 });
  });

  it('an image within 2000 px keeps its size', () => {
    expect(scaledImageSize(2000, 1200)).to.deep.equal({ width: 2000, height: 1200 });
    expect(scaledImageSize(640, 480)).to.deep.equal({ width: 640, height: 480 });
  });

  it('re-encoded as JPEG: the file name gets a .jpg extension', () => {
    expect(jpegFileName('scan.png')).to.equal('scan.jpg');
    expect(jpegFileName('passport.front.webp')).to.equal('passport.front.jpg');
    expect(jpegFileName('photo')).to.equal('photo.jpg');
    expect(jpegFileName('.png')).to.equal('image.jpg');
  });
});
