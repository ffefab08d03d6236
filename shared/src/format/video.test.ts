import { parseVideo } from './video.js';

describe('parseVideo (SPEC §5)', () => {
  it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])('recognises a .%s file', (extension) => {
    expect(parseVideo(`https://cdn.example.be/tour/house.${extension}`)).toMatchObject({
      provider: 'file',
      id: `house.${extension}`,
    });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
  ])('reads the YouTube id of %s', (url) => {
    expect(parseVideo(url)).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('rejects a YouTube id that is not 11 characters', () => {
    expect(parseVideo('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseVideo('https://youtu.be/waytoolongidentifier')).toBeNull();
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
  ])('reads the Vimeo id of %s', (url) => expect(parseVideo(url)).toMatchObject({ provider: 'vimeo', id: '76979871' }));

  it.each([
    ['https://www.facebook.com/immolys/videos/1234567890/', '1234567890'],
    ['https://www.facebook.com/watch/?v=1234567890', '1234567890'],
    ['https://fb.watch/abcDEF123/', 'abcDEF123'],
  ])('reads the Facebook video %s', (url, id) => {
    expect(parseVideo(url)).toMatchObject({ provider: 'facebook', id });
  });

  it.each([
    null,
    '',
    'https://vimeo.com/about',
    'https://example.com/page.html',
    'https://www.facebook.com/immolys',
    'not a url ::',
  ])('does not recognise %p', (url) => expect(parseVideo(url)).toBeNull());
});
