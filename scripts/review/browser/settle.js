// Evaluated in a page before its picture is taken (a plain script, never transpiled): every
// picture loads now rather than when scrolled to, and the picture waits for them and the fonts.
(async () => {
  const images = Array.from(document.images);
  for (const img of images) img.loading = 'eager';
  await Promise.all(
    images
      .filter((img) => !img.complete)
      .map((img) => new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      })),
  );
  await document.fonts.ready;
})();
