/**
 * A video's poster frame, taken in the browser: the video is seeked to about 1 s (or its first
 * frame when shorter), drawn onto a canvas and encoded as JPEG at quality 0.8. The DOM work sits
 * behind `PosterCodec` so the rules can be tested in Node.
 */

const POSTER_TIME_SECONDS = 1;
const POSTER_QUALITY = 0.8;
const POSTER_MAX_DIMENSION = 1200;

export type VideoFrame = { width: number; height: number; duration: number };

export type PosterCodec = {
  /** Loads the video's metadata; rejects when the browser cannot play it. */
  load: (file: Blob) => Promise<VideoFrame>;
  /** Seeks to `time` seconds and resolves when that frame can be drawn. */
  seek: (time: number) => Promise<void>;
  /** Draws the current frame at `width` × `height` and encodes it. */
  encode: (width: number, height: number, quality: number) => Promise<Blob | null>;
  release: () => void;
};

/** The moment to grab: 1 s in, or the first frame of a shorter (or endless/unknown) video. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= POSTER_TIME_SECONDS) return 0;
  return POSTER_TIME_SECONDS;
}

/** The poster size: the frame's own, scaled down so its longest side is at most `max`. */
export function posterSize(width: number, height: number, max = POSTER_MAX_DIMENSION) {
  if (!(width > 0 && height > 0)) return null;
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The poster JPEG, or null when the browser cannot decode the video: the upload then goes on
 * without a poster and the server decides (it may refuse it).
 */
export async function extractPoster(
  file: Blob,
  codec: PosterCodec = browserPosterCodec(),
): Promise<Blob | null> {
  try {
    const frame = await codec.load(file);
    const size = posterSize(frame.width, frame.height);
    if (!size) return null;
    await codec.seek(posterTime(frame.duration));
    const blob = await codec.encode(size.width, size.height, POSTER_QUALITY);
    return blob && blob.size > 0 ? blob : null;
  } catch {
    return null;
  } finally {
    codec.release();
  }
}

const LOAD_TIMEOUT_MS = 15_000;

function once(target: EventTarget, ok: string, signalTimeout = LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`Timed out waiting for ${ok}`)), signalTimeout);
    const onOk = () => finish();
    const onError = () => finish(new Error('The video could not be decoded'));
    function finish(error?: Error) {
      clearTimeout(timer);
      target.removeEventListener(ok, onOk);
      target.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    target.addEventListener(ok, onOk);
    target.addEventListener('error', onError);
  });
}

/** The real codec: a muted, detached <video> and a 2D canvas. */
function browserPosterCodec(): PosterCodec {
  let url: string | null = null;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  return {
    async load(file) {
      url = URL.createObjectURL(file);
      const loaded = once(video, 'loadeddata');
      video.src = url;
      await loaded;
      return { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
    },
    async seek(time) {
      if (time === 0 && video.currentTime === 0) return;
      const seeked = once(video, 'seeked');
      video.currentTime = time;
      await seeked;
    },
    encode(width, height, quality) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.resolve(null);
      context.drawImage(video, 0, 0, width, height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    },
    release() {
      video.removeAttribute('src');
      video.load();
      if (url) URL.revokeObjectURL(url);
      url = null;
    },
  };
}
