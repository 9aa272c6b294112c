/** The app's built index.html as Vite writes it, for tests of pages made from it. */
export const BUILT_SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Someday</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-dom-abc.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
