import type { ByteRange } from '../../storage';

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range of bytes
 * ('bytes=a-b', 'a-', '-n'); 'unsatisfiable' when it starts past the end; undefined (the whole
 * file) when there is no header, it is malformed, or it names several ranges (answered whole, as
 * the RFC allows, rather than as multipart/byteranges).
 */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
};
