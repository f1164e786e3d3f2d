import { DEVICE_TYPES, MOBILE_MAX_SCREEN_WIDTH, PLATFORM } from "./constants";
import type { Properties } from "./events";
import { splitLanguage } from "../i18n/languages";

export type DeviceType = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];

export type Environment = {
  screenWidth: number;
  screenHeight: number;
  userAgent: string;
  isDevelopment: boolean;
};

export const deviceType = (screenWidth: number): DeviceType =>
  screenWidth > MOBILE_MAX_SCREEN_WIDTH ? DEVICE_TYPES.desktop : DEVICE_TYPES.mobile;

export const readEnvironment = (win: Window): Environment => ({
  screenWidth: win.screen.width,
  screenHeight: win.screen.height,
  userAgent: win.navigator.userAgent,
  isDevelopment: process.env.NODE_ENV === "development",
});

/**
 * The page the visitor is on and its language, read from its address ("/de/contact/" is German,
 * an address without a language folder English), so both change together on every move.
 */
export const routeProperty = (currentRoute: string): Properties => ({
  current_route: currentRoute,
  locale: splitLanguage(currentRoute).language,
});

export const superProperties = (environment: Environment, currentRoute: string): Properties => ({
  screen_width: environment.screenWidth,
  screen_height: environment.screenHeight,
  is_development: environment.isDevelopment,
  device_type: deviceType(environment.screenWidth),
  browser: environment.userAgent,
  platform: PLATFORM,
  ...routeProperty(currentRoute),
});
