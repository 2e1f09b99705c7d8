import { describe, expect, it } from 'vitest';
import { holdAppTags, inlineScript } from './firstPaint.ts';

// What Vite writes into <head> for the app (base './', the CSP nonce placeholder on every tag).
const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Pathway back office</title>
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="./assets/index-a1.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-b2.js" nonce="N">
    <link rel="stylesheet" crossorigin href="./assets/index-c3.css" nonce="N">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('holdAppTags', () => {
  it('moves the entry, its preloads and stylesheets, in order, into a template at the end of <head>', () => {
    const html = holdAppTags(built, 'app');
    const template = /<template id="app">([\s\S]*?)<\/template>\n {2}<\/head>/.exec(html)?.[1] ?? '';
    expect(template).toBe(
      '<script type="module" crossorigin src="./assets/index-a1.js" nonce="N"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/react-b2.js" nonce="N">' +
        '<link rel="stylesheet" crossorigin href="./assets/index-c3.css" nonce="N">',
    );
    // Nothing of the app is left outside it; what is not the app's stays where it was.
    const outside = html.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/assets\//);
    expect(outside).toContain('<link rel="icon" href="data:," />');
    expect(outside).toContain('<div id="root"></div>');
  });

  it('fails on a page with no module to start, which would never run the app', () => {
    expect(() => holdAppTags('<html><head></head><body></body></html>', 'app')).toThrow(/no module script/);
  });
});

describe('inlineScript', () => {
  it('wraps code in a classic script', () => {
    expect(inlineScript('var a=1;')).toBe('<script>var a=1;</script>');
  });

  it('refuses code the HTML parser would end or misread', () => {
    expect(() => inlineScript('var a="</script>";')).toThrow();
    expect(() => inlineScript('var a="</SCRIPT ";')).toThrow();
    expect(() => inlineScript('var a="<!--";')).toThrow();
  });
});
