import fs from 'node:fs';
import path from 'node:path';
import { compileHint } from '../compileHintsPlugin';
import { gzipBytes } from './gzip';

export type Library = 'react' | 'react-dom' | 'react-dom-client' | 'ckeditor5' | 'chart.js' | 'cytoscape';

export interface ChunkInfo {
  file: string;
  gzipBytes: number;
  libraries: Library[];
  /** Whether the file starts with V8's compile hint (compiled while it downloads). */
  compileHinted: boolean;
}

/**
 * How a library shows in a built chunk: the license banners terser keeps (extracted to
 * <chunk>.LICENSE.txt and referenced from the chunk) and code only that library has.
 */
const markers: Record<Library, RegExp[]> = {
  react: [/\breact\.production\b/, /react-jsx-runtime\.production/, /scheduler\.production/],
  'react-dom': [/\breact-dom\.production\b/],
  'react-dom-client': [/react-dom-client\.production/, /__reactContainer\$/],
  ckeditor5: [/CKSource Holding/, /ck-editor__editable/],
  'chart.js': [/Chart\.js v\d/],
  cytoscape: [/Cytoscape Consortium/, /__________cytoscape_container/],
};

export const reactLibraries: Library[] = ['react', 'react-dom', 'react-dom-client'];

function chunkText(dir: string, file: string): string {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const licenseFile = /For license information please see (\S+\.LICENSE\.txt)/.exec(code)?.[1];
  const license =
    licenseFile && fs.existsSync(path.join(dir, licenseFile))
      ? fs.readFileSync(path.join(dir, licenseFile), 'utf8')
      : '';
  return `${license}\n${code}`;
}

/** Every JavaScript file of the built remote with its gzip size and the libraries found in it. */
export function analyzeChunks(dir: string): Map<string, ChunkInfo> {
  const chunks = new Map<string, ChunkInfo>();
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    const text = chunkText(dir, file);
    const libraries = (Object.keys(markers) as Library[]).filter((library) =>
      markers[library].some((marker) => marker.test(text)),
    );
    const code = fs.readFileSync(path.join(dir, file));
    const compileHinted = code.toString('utf8', 0, compileHint.length + 1) === `${compileHint}\n`;
    chunks.set(file, { file, gzipBytes: gzipBytes(code), libraries, compileHinted });
  }
  return chunks;
}

export function isReactChunk(chunk: ChunkInfo | undefined): boolean {
  return Boolean(chunk?.libraries.some((library) => reactLibraries.includes(library)));
}

const sourceMapPackages: Partial<Record<Library, RegExp>> = {
  react: /node_modules\/(react|scheduler)\//,
  'react-dom': /node_modules\/react-dom\/cjs\/react-dom\.production/,
  'react-dom-client': /node_modules\/react-dom\/cjs\/react-dom-client\.production/,
  ckeditor5: /node_modules\/(ckeditor5|@ckeditor\/ckeditor5-(?!react))/,
  'chart.js': /node_modules\/chart\.js\//,
  cytoscape: /node_modules\/cytoscape\//,
};

/**
 * Cross-checks the content markers against the chunk's source map, when the build wrote one:
 * returns a line for every library the two disagree on.
 */
export function sourceMapDisagreements(dir: string, chunk: ChunkInfo): string[] {
  const mapFile = path.join(dir, `${chunk.file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const sources = (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
  const disagreements: string[] = [];
  for (const [library, pattern] of Object.entries(sourceMapPackages) as Array<[Library, RegExp]>) {
    const inMap = sources.some((source) => pattern.test(source));
    if (inMap !== chunk.libraries.includes(library)) {
      disagreements.push(
        `${chunk.file}: the source map ${inMap ? 'lists' : 'does not list'} ${library}, the content markers say the opposite`,
      );
    }
  }
  return disagreements;
}
