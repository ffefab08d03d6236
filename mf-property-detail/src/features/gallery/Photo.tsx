import { detailPhoto, pictureUrl, type Picture } from '@immo/shared';
import { useTranslation } from 'react-i18next';

type PhotoProps = {
  picture: Picture;
  title: string;
  apiBase: string;
  /** The first photo: eager and high priority, as the server preloaded it. */
  first?: boolean;
  /** In the full-screen view the photo fills the screen. */
  sizes?: string;
};

/**
 * One photo: the 400/600/1360 set (SPEC §9) over the blurred 100 px placeholder, which shows
 * until the sharp one has arrived. Its text is the picture's name and the property's title.
 */
export function Photo({ picture, title, apiBase, first = false, sizes }: PhotoProps) {
  const { t } = useTranslation('property');
  const photo = detailPhoto(picture.Url, apiBase);
  return (
    <img
      className="immo-photo"
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes ?? photo.sizes}
      width={picture.Width}
      height={picture.Height}
      alt={t('media.photoAlt', { name: picture.Name, title })}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
      style={{ backgroundImage: `url("${pictureUrl(picture.Url, 100, apiBase)}")` }}
    />
  );
}
