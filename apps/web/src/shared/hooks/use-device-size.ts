import { DEVICE_MAX_WIDTH_PX } from '@continuum/contracts';
import { useMediaQuery } from '@mantine/hooks';

/** The media query of the device-size layout (spec 000 §9: width 992 px or less). */
export const DEVICE_MEDIA_QUERY = `(max-width: ${DEVICE_MAX_WIDTH_PX}px)`;

/** True on device-size screens; the shell then collapses the navbar behind a burger. */
export function useDeviceSize(): boolean {
  return useMediaQuery(DEVICE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
