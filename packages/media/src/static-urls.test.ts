import { describe, expect, it } from 'vitest';
import { getImageUrl, getVideoUrl, PLATFORM_STATIC_ORIGIN, VIDEO_RESOLUTIONS } from './index';

// Expected values: the official SDK's own helpers, run on these inputs (the media worked examples).
const S = 'https://static.wixstatic.com/media/';
const I = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';
const V = 'wix:video://v1/11062b_vid0123456789abcdef/tee%20spin.mp4#posterUri=11062b_posterf000.jpg&posterWidth=1280&posterHeight=720';

describe('getImageUrl', () => {
  it('is the platform static URL of the media id, as the official getImageUrl(...).url', () => {
    expect(getImageUrl(I)).toBe(`${S}11062b_a1b2c3d4e5f6~mv2.jpg`);
    expect(getImageUrl('image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200')).toBe(`${S}11062b_a1b2c3d4e5f6~mv2.jpg`);
    expect(PLATFORM_STATIC_ORIGIN).toBe('https://static.wixstatic.com');
  });

  it('takes the wire image object as well (its url field is not used, as in the official helpers)', () => {
    const wire = { id: '11062b_a1b2c3d4e5f6~mv2.jpg', url: 'https://elsewhere.example/x', width: 800, height: 1200 };
    expect(getImageUrl(wire)).toBe(`${S}11062b_a1b2c3d4e5f6~mv2.jpg`);
  });

  it('serves from staticOrigin under the same path; a trailing slash is fine', () => {
    expect(getImageUrl(I, { staticOrigin: 'http://127.0.0.1:4000' })).toBe('http://127.0.0.1:4000/media/11062b_a1b2c3d4e5f6~mv2.jpg');
    expect(getImageUrl(I, { staticOrigin: 'https://cdn.example/' })).toBe('https://cdn.example/media/11062b_a1b2c3d4e5f6~mv2.jpg');
    expect(getImageUrl(I, { staticOrigin: 'HTTPS://CDN.Example:443' })).toBe('https://cdn.example/media/11062b_a1b2c3d4e5f6~mv2.jpg');
  });
});

describe('getVideoUrl', () => {
  it('is the adaptive file, or one MP4 rendition, as the official getVideoUrl(...).url', () => {
    expect(getVideoUrl(V)).toBe('https://video.wixstatic.com/video/11062b_vid0123456789abcdef/file');
    expect(getVideoUrl(V, { resolution: VIDEO_RESOLUTIONS.MID })).toBe('https://video.wixstatic.com/video/11062b_vid0123456789abcdef/720p/mp4/file.mp4');
    expect(getVideoUrl('wix:video://v1/11062b_vid0123456789abcdef')).toBe('https://video.wixstatic.com/video/11062b_vid0123456789abcdef/file');
  });

  it('serves from staticOrigin too, and refuses an unknown resolution', () => {
    expect(getVideoUrl({ id: 'm000001_2' }, { staticOrigin: 'http://127.0.0.1:4000', resolution: '360p' })).toBe(
      'http://127.0.0.1:4000/video/m000001_2/360p/mp4/file.mp4',
    );
    expect(() => getVideoUrl(V, { resolution: '4k' as never })).toThrow('resolution must be one of 360p, 480p, 720p, 1080p');
  });
});
