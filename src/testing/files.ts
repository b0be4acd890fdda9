import { Readable } from 'node:stream';

/** What a file field says about a file over the 10 MB upload limit named huge.iso. */
export const TOO_LARGE = 'Not chosen: huge.iso is larger than 10 MB. Choose a smaller file.';

/** A file that reports 11 MB without holding the bytes. */
export function hugeFile(name = 'huge.iso'): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
  return file;
}

/**
 * A File the jsdom window accepts (input.files, FormData) that axios's Node adapter can also send:
 * jsdom's Blob has no stream() axios can read, so the content is streamed from a Buffer.
 */
export function uploadableFile(content: string, name: string, type = 'text/plain'): File {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'stream', { value: () => Readable.from([Buffer.from(content)]) });
  return file;
}
