import { describe, expect, it } from 'vitest';
import { CliUsageError, parseArgs } from '../src/cli/args';

describe('storefront-emulator arguments', () => {
  it('takes every value flag as --flag value and as --flag=value', () => {
    const spaced = parseArgs([
      '--host',
      '0.0.0.0',
      '--client-id',
      'app',
      '--api-key',
      'key',
      '--refresh-grace',
      '0',
      '--redirect-uri',
      'http://a/cb',
      '--redirect-uri',
      'http://b/cb',
    ]);
    const inline = parseArgs([
      '--host=0.0.0.0',
      '--client-id=app',
      '--api-key=key',
      '--refresh-grace=0',
      '--redirect-uri=http://a/cb',
      '--redirect-uri=http://b/cb',
    ]);
    const expected = {
      options: { port: 4000, host: '0.0.0.0', clientId: 'app', apiKey: 'key', refreshReuseGraceMs: 0, allowedRedirectUris: ['http://a/cb', 'http://b/cb'] },
      json: false,
    };
    expect(spaced).toEqual(expected);
    expect(inline).toEqual(expected);
  });

  it('ignores a value given inline to a switch, and accepts a value starting with -- only inline', () => {
    expect(parseArgs(['--json=no', '--owner-approval=x'])).toEqual({ options: { port: 4000, ownerApproval: true }, json: true });
    expect(parseArgs(['--api-key=--odd'])).toEqual({ options: { port: 4000, apiKey: '--odd' }, json: false });
    expect(() => parseArgs(['--api-key', '--odd'])).toThrow('--api-key needs a value');
  });

  it('takes the catalogue version, v1 or v3', () => {
    expect(parseArgs(['--catalog', 'v3'])).toEqual({ options: { port: 4000, catalog: 'v3' }, json: false });
    expect(parseArgs(['--catalog=v1'])).toEqual({ options: { port: 4000, catalog: 'v1' }, json: false });
    expect(() => parseArgs(['--catalog', 'v2'])).toThrow(/--catalog must be v1 or v3/);
  });

  it('takes the request body limit in bytes, a positive integer', () => {
    expect(parseArgs(['--max-body', '2048'])).toEqual({ options: { port: 4000, maxBodyBytes: 2048 }, json: false });
    expect(() => parseArgs(['--max-body', '0'])).toThrow(CliUsageError);
    expect(() => parseArgs(['--max-body', '1kb'])).toThrow(CliUsageError);
  });

  it('takes --allowed-origin and --allowed-host, repeatable, normalized, and refuses values that are not origins or host names', () => {
    expect(
      parseArgs([
        '--allowed-origin',
        'https://Shop.example/',
        '--allowed-origin=http://192.168.1.20:5173',
        '--allowed-host',
        'Dev.example',
        '--allowed-host=.tunnel.example',
      ]),
    ).toEqual({
      options: { port: 4000, allowedOrigins: ['https://shop.example', 'http://192.168.1.20:5173'], allowedHosts: ['dev.example', '.tunnel.example'] },
      json: false,
    });
    expect(() => parseArgs(['--allowed-origin', 'shop.example'])).toThrow(/--allowed-origin: allowedOrigins entries must be origins/);
    expect(() => parseArgs(['--allowed-origin', 'https://shop.example/app'])).toThrow(CliUsageError);
    expect(() => parseArgs(['--allowed-host', 'https://dev.example'])).toThrow(/--allowed-host: allowedHosts entries must be host names/);
  });

  it('takes the refresh mode (lenient or strict) and the visitor-session cap', () => {
    expect(parseArgs(['--refresh-rotation', 'strict', '--refresh-grace', '0', '--max-visitors=50'])).toEqual({
      options: { port: 4000, refreshRotation: 'strict', refreshReuseGraceMs: 0, maxAnonymousSessions: 50 },
      json: false,
    });
    expect(() => parseArgs(['--refresh-rotation', 'rotate'])).toThrow('--refresh-rotation must be lenient or strict, got rotate');
    expect(() => parseArgs(['--max-visitors', '0'])).toThrow(CliUsageError);
  });

  it('knows no flag named after what objects inherit', () => {
    for (const flag of ['--constructor', '--__proto__', '--toString', 'constructor']) {
      expect(() => parseArgs([flag, 'x']), flag).toThrow(CliUsageError);
      expect(() => parseArgs([flag, 'x']), flag).toThrow(`Unknown argument: ${flag}`);
    }
  });
});
