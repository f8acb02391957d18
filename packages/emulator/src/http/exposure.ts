/**
 * How far a listening emulator reaches: its URL on this machine, and when it listens beyond loopback, the
 * URLs other machines reach it at and the warning the CLI prints. Node only (the server and the CLI).
 */
import { networkInterfaces } from 'node:os';
import { isLoopbackName } from './access';

/** `http://address:port`, an IPv6 address in brackets. */
function urlOf(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** `true` for the wildcard interfaces, which listen on every address of the machine. */
function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/**
 * The base URL of a server listening on `host`:`port` as this machine reaches it: the wildcard interfaces
 * (`0.0.0.0`, `::`) as loopback, any other host as itself.
 */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0') return urlOf('127.0.0.1', port);
  if (isWildcard(host)) return urlOf('::1', port);
  return urlOf(host.replace(/^\[|\]$/g, ''), port);
}

/** `true` when a server listening on `host` is reachable from this machine only. */
export function listensOnLoopbackOnly(host: string): boolean {
  return isLoopbackName(host.toLowerCase().replace(/^\[|\]$/g, ''));
}

/**
 * The URLs other machines reach a server listening beyond loopback on `host`:`port` at: for a wildcard
 * interface, one per network address of this machine (IPv6 ones too for `::`, link-local ones aside: they
 * need a zone); otherwise the host itself.
 */
export function networkUrls(host: string, port: number, interfaces = networkInterfaces()): string[] {
  if (!isWildcard(host)) return [localUrl(host, port)];
  const withIpv6 = host !== '0.0.0.0';
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && (address.family === 'IPv4' || (withIpv6 && !address.address.toLowerCase().startsWith('fe80:'))))
    .map((address) => urlOf(address.address, port));
}

/** What the CLI prints (to stderr) when the emulator listens beyond loopback. */
export function exposureWarning(host: string): string {
  return [
    `WARNING: --host ${host} makes the emulator reachable from the network, not only from this machine.`,
    'Anyone who can reach it can use the control API with no credential: read the API key, the members, the',
    'e-mailed codes and recovery links and the request log, reset everything, subscribe webhooks to any URL.',
    'Use it on a trusted network only; the default --host 127.0.0.1 keeps the emulator on this machine.',
  ].join('\n');
}
