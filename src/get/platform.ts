export type Platform = "ios" | "android" | "other";

export type DeviceSignals = { userAgent: string; maxTouchPoints: number };

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/i;
const MAC = /\bMacintosh\b/;

/**
 * iPadOS Safari asks for desktop sites with a Mac user agent; only the touch screen tells an iPad
 * from a Mac, which has none.
 */
export const detectPlatform = ({ userAgent, maxTouchPoints }: DeviceSignals): Platform => {
  if (IOS_DEVICE.test(userAgent)) return "ios";
  if (MAC.test(userAgent) && maxTouchPoints > 1) return "ios";
  if (ANDROID.test(userAgent)) return "android";
  return "other";
};
