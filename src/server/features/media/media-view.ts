import type { Media } from '../../../common/media';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import { toIso } from '../../db/dates';
import type { MediaRow } from './media.repository';

/** A media row as the API answers it: never the storage keys. */
export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.id),
    thumbUrl: row.thumbKey ? mediaThumbUrl(row.id) : null,
    createdAt: toIso(row.createdAt),
  };
}
