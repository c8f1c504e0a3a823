// Evaluated in a page before its picture is taken (a plain script, never transpiled): every
// picture loads now rather than when scrolled to, and the picture waits for them (decoded) and for
// every font the page names. Answers where pictures did not load (a difference there is not the
// change's) and the box of each text (a close-up widens to it, so it never cuts a word).
// The page's clock is stopped: nothing here waits on a timer, only on the pictures and fonts.
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
  await Promise.all(images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined)));
  await Promise.all(Array.from(document.fonts).map((font) => font.load().catch(() => undefined)));
  await document.fonts.ready;

  const [dx, dy] = [window.scrollX, window.scrollY];
  const boxOf = (r) => ({ x: Math.round(r.left + dx), y: Math.round(r.top + dy), width: Math.round(r.width), height: Math.round(r.height) });
  const visible = (r) => r.width > 0 && r.height > 0;
  const unloaded = images
    .filter((img) => (img.currentSrc || img.getAttribute('src')) && (!img.complete || img.naturalWidth === 0))
    .map((img) => img.getBoundingClientRect())
    .filter(visible)
    .map(boxOf);
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node && texts.length < 5000; node = walker.nextNode()) {
    if (!node.textContent || !node.textContent.trim()) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (visible(rect)) texts.push(boxOf(rect));
  }
  return { unloaded, texts };
})();
