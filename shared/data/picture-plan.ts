import type { Picture } from '../src/entities/index.js';
import type { PictureStyle } from './property-types.js';

/** Size of every catalogue picture: the largest responsive width of SPEC §9 at 3:2. */
export const PICTURE_WIDTH = 1360;
export const PICTURE_HEIGHT = 906;

/** What one picture of a property shows. Shared by the picture list and the SVG renderer. */
export type PictureView = 'front' | 'exterior' | 'living' | 'kitchen' | 'bedroom';

const ROOMS: readonly PictureView[] = ['living', 'kitchen', 'bedroom'];

/** Picture 1 is always the front; buildings with rooms alternate outside and inside shots. */
export function pictureView(style: PictureStyle, index: number): PictureView {
  if (index <= 1) return 'front';
  if (style === 'land' || style === 'garage' || index % 2 === 1) return 'exterior';
  return ROOMS[(index / 2 - 1) % ROOMS.length] ?? 'living';
}

const VIEW_NAMES: Record<PictureView, string> = {
  front: 'Front view',
  exterior: 'Exterior',
  living: 'Living room',
  kitchen: 'Kitchen',
  bedroom: 'Bedroom',
};

export function mediaUrl(ownerId: number | 'banner', index: number): string {
  return `/media/${ownerId}/${index}.jpg`;
}

/** Pictures 1..count of a property (or project), all served from /media/{id}/{index}.jpg. */
export function buildPictures(ownerId: number, style: PictureStyle, count: number): Picture[] {
  return Array.from({ length: count }, (_, i) => {
    const index = i + 1;
    return {
      // Unique across the catalogue as long as a property has fewer than 100 pictures.
      ID: ownerId * 100 + index,
      Name: VIEW_NAMES[pictureView(style, index)],
      Url: mediaUrl(ownerId, index),
      Width: PICTURE_WIDTH,
      Height: PICTURE_HEIGHT,
    };
  });
}
