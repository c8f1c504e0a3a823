// Loaded into a blank page of the review's Chromium (a plain script, never transpiled; pixelmatch
// is put in front of it): compares two PNG pictures with pixelmatch, then draws the changed regions
// and encodes the pictures for the report. Chromium decodes and encodes natively, far faster than
// doing it in Node, and only compressed pictures travel between the two.
window.reviewPictures = (() => {
  const pairs = new Map();
  const DIFF_COLOR = [220, 20, 60];

  const bitmapOf = async (base64) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());

  const pixelsOf = (bitmap, width, height) => {
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, width, height);
    if (bitmap) g.drawImage(bitmap, 0, 0);
    return g.getImageData(0, 0, width, height);
  };

  // WebP is smaller for screenshots; it stops at 16383 pixels, so longer pages are JPEG.
  const encode = async (canvas, quality) => {
    const type = canvas.height <= 16383 && canvas.width <= 16383 ? 'image/webp' : 'image/jpeg';
    const blob = await canvas.convertToBlob({ type, quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { type, width: canvas.width, height: canvas.height, base64: btoa(binary) };
  };

  const drawBoxes = (g, boxes) => {
    for (const b of boxes) {
      g.lineWidth = 6;
      g.strokeStyle = '#ffffff';
      g.strokeRect(b.x - 3, b.y - 3, b.width + 6, b.height + 6);
      g.lineWidth = 3;
      g.strokeStyle = 'rgb(220, 20, 60)';
      g.strokeRect(b.x - 3, b.y - 3, b.width + 6, b.height + 6);
    }
  };

  return {
    /** Compares two pictures (either may be missing); keeps them for render() under `id`; answers the changed cells of a `cell`-pixel grid. */
    async compare(id, beforeBase64, afterBase64, cell) {
      const [before, after] = await Promise.all([beforeBase64 && bitmapOf(beforeBase64), afterBase64 && bitmapOf(afterBase64)]);
      const width = Math.max(before ? before.width : 0, after ? after.width : 0);
      const height = Math.max(before ? before.height : 0, after ? after.height : 0);
      const pair = { before, after, width, height, diff: null };
      pairs.set(id, pair);
      if (!before || !after) return { width, height, changed: 0, cells: [], columns: 0 };
      const [a, b] = [pixelsOf(before, width, height), pixelsOf(after, width, height)];
      const diff = new ImageData(width, height);
      const changed = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0.1, alpha: 0.15, diffColor: DIFF_COLOR });
      pair.diff = diff;
      const columns = Math.ceil(width / cell);
      const marked = new Set();
      if (changed) {
        const d = diff.data;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            if (d[i] === DIFF_COLOR[0] && d[i + 1] === DIFF_COLOR[1] && d[i + 2] === DIFF_COLOR[2]) marked.add(Math.floor(y / cell) * columns + Math.floor(x / cell));
          }
        }
      }
      return { width, height, changed, cells: Array.from(marked).sort((p, q) => p - q), columns };
    },

    /**
     * The pictures of `id` for the report, the changed regions boxed on both, no wider than
     * `maxWidth` (the close-ups are at full size); the difference picture when there is one;
     * `closeUps` regions cut out.
     */
    async render(id, boxes, closeUps, quality, maxWidth) {
      const pair = pairs.get(id);
      pairs.delete(id);
      const scale = Math.min(1, maxWidth / pair.width);
      const scaled = boxes.map((b) => ({ x: b.x * scale, y: b.y * scale, width: b.width * scale, height: b.height * scale }));
      const out = {};
      for (const side of ['before', 'after']) {
        const bitmap = pair[side];
        if (!bitmap) continue;
        const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
        const g = canvas.getContext('2d');
        g.imageSmoothingQuality = 'high';
        g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        drawBoxes(g, scaled);
        out[side] = await encode(canvas, quality);
      }
      if (pair.diff && boxes.length) {
        const full = new OffscreenCanvas(pair.width, pair.height);
        full.getContext('2d').putImageData(pair.diff, 0, 0);
        const canvas = new OffscreenCanvas(Math.round(pair.width * scale), Math.round(pair.height * scale));
        canvas.getContext('2d').drawImage(full, 0, 0, canvas.width, canvas.height);
        out.diff = await encode(canvas, quality);
      }
      // Each region close up at full size, from the unmarked pictures, with some of its surroundings.
      out.closeUps = [];
      for (const region of closeUps) {
        const shot = {};
        for (const side of ['before', 'after']) {
          const bitmap = pair[side];
          if (!bitmap || region.y >= bitmap.height) continue;
          const height = Math.min(region.height, bitmap.height - region.y);
          const canvas = new OffscreenCanvas(region.width, height);
          canvas.getContext('2d').drawImage(bitmap, region.x, region.y, region.width, height, 0, 0, region.width, height);
          shot[side] = await encode(canvas, quality);
        }
        out.closeUps.push(shot);
      }
      return out;
    },

    forget(id) {
      pairs.delete(id);
    },
  };
})();
