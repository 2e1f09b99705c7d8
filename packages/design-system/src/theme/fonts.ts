// The woff2 files ship inside @fontsource/inter and are bundled by Vite, so every machine renders
// the same glyphs: screenshots never depend on which system fonts are installed.
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

const files = { 400: inter400, 500: inter500, 600: inter600, 700: inter700 } as const;

export const fontFaces = Object.entries(files)
  .map(
    ([weight, url]) => `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-display: block;
  font-weight: ${weight};
  src: url('${url}') format('woff2');
}`,
  )
  .join('\n');

/** Resolves once every Inter weight is loaded (tests wait on it before a screenshot). */
export async function fontsReady(): Promise<void> {
  await Promise.all(Object.keys(files).map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  await document.fonts.ready;
}
