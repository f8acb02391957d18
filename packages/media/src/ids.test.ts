import { isValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { getImageUrl, getVideoUrl, isMediaIdError, MediaIdError, parseImageId, parseVideoId } from './index';

const I = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';
const V = 'wix:video://v1/11062b_vid0123456789abcdef/tee%20spin.mp4#posterUri=11062b_posterf000.jpg&posterWidth=1280&posterHeight=720';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('parseImageId', () => {
  it('reads the media id, the original size and the decoded name (the official getImageUrl fields)', () => {
    expect(parseImageId(I)).toEqual({ id: '11062b_a1b2c3d4e5f6~mv2.jpg', width: 800, height: 1200, filename: 'blue tee.jpg' });
  });

  it('leaves filename out when the id has no name segment, and reads the legacy image:// form', () => {
    expect(parseImageId('wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg#originWidth=800&originHeight=1200')).toEqual({
      id: '11062b_a1b2c3d4e5f6~mv2.jpg',
      width: 800,
      height: 1200,
    });
    expect(parseImageId(I.slice('wix:'.length))).toEqual(parseImageId(I));
  });

  it.each([
    ['javascript:alert(1)//wix:image://v1/x.jpg#originWidth=1&originHeight=1', 'a "javascript:" string'],
    ['https://static.wixstatic.com/media/11062b_a1b2c3d4e5f6~mv2.jpg', 'a "https:" string'],
    ['data:image/svg+xml,<svg/>', 'a "data:" string'],
    [V, 'a "wix:video:" string'],
    ['11062b_a1b2c3d4e5f6~mv2.jpg', 'a string without a media scheme'],
    ['wix:image://v1/../../etc#originWidth=1&originHeight=1', 'media id is not a valid path segment'],
    ['wix:image://v1/a%2F..%2Fb.jpg#originWidth=1&originHeight=1', 'media id is not a valid path segment'],
    ['wix:image://v1/x.jpg?evil=1#originWidth=1&originHeight=1', 'media id is not a valid path segment'],
    ['wix:image://v1/x.jpg', 'without a valid originWidth'],
    ['wix:image://v1/x.jpg#originWidth=800&originHeight=-1', 'without a valid originHeight'],
    ['wix:image://v1/x.jpg#originWidth=8e2&originHeight=1', 'without a valid originWidth'],
  ])('refuses %s with a MediaIdError that names the problem, not the input', (input, problem) => {
    const error = thrown(() => parseImageId(input));
    expect(isMediaIdError(error)).toBe(true);
    expect(error).toBeInstanceOf(MediaIdError);
    expect(error).toMatchObject({ code: 'ERR_MEDIA_INVALID_ID', expected: 'image' });
    expect((error as Error).message).toContain(problem);
    expect((error as Error).message).not.toContain('alert');
  });

  it('refuses a malformed percent-encoding in the name', () => {
    expect(thrown(() => parseImageId('wix:image://v1/x.jpg/%E0%A4%A#originWidth=1&originHeight=1'))).toMatchObject({
      name: 'MediaIdError',
      message: 'image id has a malformed file name',
    });
  });

  it('refuses wire objects without a valid id or size, and non-strings, before building any URL', () => {
    for (const bad of [{ id: '..', width: 1, height: 1 }, { id: 'x.jpg', width: 0, height: 1 }, { id: 'x.jpg', width: 1.5, height: 1 }, null, 42]) {
      expect(isMediaIdError(thrown(() => getImageUrl(bad as never)))).toBe(true);
    }
  });
});

describe('parseVideoId', () => {
  it('reads the media id, the decoded file name and the poster', () => {
    expect(parseVideoId(V)).toEqual({
      id: '11062b_vid0123456789abcdef',
      filename: 'tee spin.mp4',
      poster: { id: '11062b_posterf000.jpg', width: 1280, height: 720 },
    });
  });

  it('has no poster when the id names none (the official SDK invents a 50×50 `<id>.jpg` one)', () => {
    expect(parseVideoId('wix:video://v1/11062b_vid0123456789abcdef')).toEqual({ id: '11062b_vid0123456789abcdef' });
  });

  it('refuses image ids, foreign schemes and a poster without its size', () => {
    for (const bad of [I, 'javascript:void(0)', 'wix:video://v1/v#posterUri=p.jpg', 'wix:video://v1/v#posterUri=..&posterWidth=1&posterHeight=1']) {
      expect(thrown(() => parseVideoId(bad))).toMatchObject({ code: 'ERR_MEDIA_INVALID_ID', expected: 'video' });
    }
    expect(isMediaIdError(thrown(() => getVideoUrl({ id: 'a/b' })))).toBe(true);
  });
});

describe('staticOrigin', () => {
  it.each([
    'javascript:alert(1)',
    'ftp://media.example',
    'http://user:pw@127.0.0.1:4000',
    'http://127.0.0.1:4000/media',
    'https://cdn.example?x=1',
    'https://cdn.example/#top',
    'not a url',
  ])('refuses %s as a ValidationError naming staticOrigin', (staticOrigin) => {
    const error = thrown(() => getImageUrl(I, { staticOrigin }));
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ field: 'staticOrigin' });
  });
});
