import { describe, expect, it } from 'vitest';
import { pictureTitle } from './pictureTitle.ts';

describe('pictureTitle', () => {
  it('gives the words of a picture\'s name, without folder, file type or dashes', () => {
    expect(pictureTitle('/blog/speed-to-lead.webp')).toBe('Speed to lead');
    expect(pictureTitle('/images/team_photo.2.PNG')).toBe('Team photo 2');
    expect(pictureTitle('/images/caf%C3%A9.png?v=1')).toBe('Café');
  });

  it('never gives an empty title or a file name', () => {
    expect(pictureTitle('/images/.png')).toBe('A picture');
    for (const src of ['/og/default.png', '/logos/hugging-face.svg']) expect(pictureTitle(src)).not.toMatch(/[/.]/);
  });
});
