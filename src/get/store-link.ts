import type { StoreDestination } from "../analytics/events";
import { appStoreCampaignToken, playReferrer, type Campaign } from "./campaign";
import { APP_STORE_CAMPAIGN, PLAY_REFERRER_KEY } from "./constants";
import type { Platform } from "./platform";

export type StoreSettings = {
  appStoreUrl: string;
  playStoreUrl: string;
  /** App Store Connect provider token (`pt`); empty when not configured. */
  appStoreProviderToken: string;
};

export type StoreLink = { destination: StoreDestination; url: string };

export const appStoreLink = (
  { appStoreUrl, appStoreProviderToken }: StoreSettings,
  campaign: Campaign,
): string => {
  const url = new URL(appStoreUrl);
  const campaignToken = appStoreCampaignToken(campaign);
  if (!appStoreProviderToken && !campaignToken) return url.href;
  const { providerTokenKey, campaignTokenKey, mediaTypeKey, appMediaType } = APP_STORE_CAMPAIGN;
  if (appStoreProviderToken) url.searchParams.set(providerTokenKey, appStoreProviderToken);
  if (campaignToken) url.searchParams.set(campaignTokenKey, campaignToken);
  url.searchParams.set(mediaTypeKey, appMediaType);
  return url.href;
};

export const playStoreLink = ({ playStoreUrl }: StoreSettings, campaign: Campaign): string => {
  const url = new URL(playStoreUrl);
  const referrer = playReferrer(campaign);
  if (referrer) url.searchParams.set(PLAY_REFERRER_KEY, referrer);
  return url.href;
};

/** Where /get sends a phone; null for everything else, which stays on the page. */
export const storeLink = (
  platform: Platform,
  settings: StoreSettings,
  campaign: Campaign,
): StoreLink | null => {
  switch (platform) {
    case "ios":
      return { destination: "app_store", url: appStoreLink(settings, campaign) };
    case "android":
      return { destination: "play_store", url: playStoreLink(settings, campaign) };
    default:
      return null;
  }
};

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/** What would break /get, each naming the setting to fix; checked before every build. */
export const storeSettingsProblems = ({
  appStoreUrl,
  playStoreUrl,
  appStoreProviderToken,
}: StoreSettings): string[] => [
  ...(isHttpsUrl(appStoreUrl)
    ? []
    : [
        `GATSBY_IOS_APP_URL must be an absolute https:// link to the App Store, got "${appStoreUrl}"`,
      ]),
  ...(isHttpsUrl(playStoreUrl)
    ? []
    : [
        `GATSBY_ANDROID_APP_URL must be an absolute https:// link to Google Play, got "${playStoreUrl}"`,
      ]),
  ...(appStoreProviderToken === "" || APP_STORE_CAMPAIGN.providerToken.test(appStoreProviderToken)
    ? []
    : [
        `GATSBY_IOS_PROVIDER_TOKEN must be the number after pt= in an App Store Connect campaign link, got "${appStoreProviderToken}"`,
      ]),
];
