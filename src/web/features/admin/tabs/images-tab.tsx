import { ImageLibraryPanel } from '../images/image-library-panel';

/** The admin area's Image library tab (loaded with its chunk when first opened). */
export default function ImagesTab() {
  return <ImageLibraryPanel />;
}
