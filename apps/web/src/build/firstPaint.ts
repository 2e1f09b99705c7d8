/**
 * Build-time rewrites of index.html for the login page's first paint (ADR 173): what the first
 * paint needs travels inside index.html, and what it does not need waits until it has happened.
 */

/**
 * `code` as an inline classic script. The HTML parser ends a script at the first `</script` and
 * treats `<!--` inside it specially, so code holding either is refused rather than mangled.
 */
export function inlineScript(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('inlineScript: the code holds "</script" or "<!--"');
  return `<script>${code}</script>`;
}

/** The tags Vite writes into index.html for the app: its stylesheets, module preloads and modules. */
const APP_TAG =
  /[ \t]*(?:<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*>|<script\b[^>]*\btype="module"[^>]*><\/script>)\n?/g;

/**
 * index.html with the app's tags moved, in their order, into `<template id="…">` at the end of
 * <head>: inside a template nothing is fetched or run until a script puts copies into the page
 * (app/guestCheck.ts). Fails when there is no module to hold, since the page would then never start.
 */
export function holdAppTags(html: string, id: string): string {
  const tags: string[] = [];
  const rest = html.replace(APP_TAG, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('holdAppTags: index.html has no module script');
  return rest.replace('</head>', `  <template id="${id}">${tags.join('')}</template>\n  </head>`);
}
