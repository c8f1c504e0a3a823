/**
 * A picture's title for editors, from its address: the words of its name, without the folder, the
 * file type or the dashes ("/blog/speed-to-lead.webp" is "Speed to lead"). The chooser and the
 * upload message show this, never the file's address.
 */
export function pictureTitle(src: string): string {
  const last = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const name = decoded(last).replace(/\.[a-z0-9]+$/i, '');
  const words = name.replace(/[-_.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'A picture';
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
