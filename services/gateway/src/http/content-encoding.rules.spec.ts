import { chooseEncoding, frontendCacheControl, isCompressibleType } from './content-encoding.rules';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers Brotli when the client takes both, whatever order it lists them in', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br, gzip', both)).toBe('br');
  });

  it('falls back to gzip when the client takes no Brotli, or when only gzip exists', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
  });

  it('answers identity without a header, with an empty one, or when nothing offered is available', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('deflate, zstd', both)).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('gzip', [])).toBeNull();
  });

  it('honours q-values: q=0 refuses, a higher q wins over the server preference', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('BR ; Q=1', both)).toBe('br');
    expect(chooseEncoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });

  it('reads * as every coding not listed', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeNull();
  });

  it('reads a header sent more than once', () => {
    expect(chooseEncoding(['deflate', 'gzip'], both)).toBe('gzip');
  });
});

describe('isCompressibleType', () => {
  it('compresses JSON, text, JavaScript and SVG', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/html; charset=UTF-8',
      'text/css',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type)).toBe(true);
    }
  });

  it('leaves PDFs, images, fonts and unknown bodies alone', () => {
    for (const type of [
      'application/pdf',
      'image/png',
      'font/woff2',
      'application/octet-stream',
      undefined,
      '',
    ]) {
      expect(isCompressibleType(type)).toBe(false);
    }
  });
});

describe('frontendCacheControl', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(frontendCacheControl('assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(frontendCacheControl('index.html')).toBe('no-cache');
    expect(frontendCacheControl('favicon.svg')).toBe('no-cache');
  });
});
