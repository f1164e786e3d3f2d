import { redactValue } from "../analytics/redact";
import {
  APP_STORE_CAMPAIGN,
  CAMPAIGN_TOKEN_KEY,
  CAMPAIGN_VALUE_MAX_LENGTH,
  SOURCE_KEY,
  UTM_KEYS,
} from "./constants";

type UtmKey = (typeof UTM_KEYS)[number];
type CampaignKey = UtmKey | typeof SOURCE_KEY | typeof CAMPAIGN_TOKEN_KEY;

/**
 * The attribution a visitor brought to /get, cleaned: only named keys, no empty values, and
 * redacted as analytics redacts (an email address in utm_content never reaches a store or us).
 */
export type Campaign = Partial<Record<CampaignKey, string>>;

const CAMPAIGN_KEYS: readonly CampaignKey[] = [...UTM_KEYS, SOURCE_KEY, CAMPAIGN_TOKEN_KEY];

const clean = (value: string | null): string =>
  redactValue((value ?? "").trim())
    .slice(0, CAMPAIGN_VALUE_MAX_LENGTH)
    .trim();

export const readCampaign = (search: string): Campaign => {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = clean(params.get(key));
    if (value) campaign[key] = value;
  }
  return campaign;
};

/**
 * Google Play keeps the `referrer` parameter for the app's Install Referrer API, which expects a
 * query string of utm_* pairs; `src` stands in for utm_source when that is missing.
 */
export const playReferrer = (campaign: Campaign): string | null => {
  const values: Partial<Record<UtmKey, string>> = {
    ...campaign,
    utm_source: campaign.utm_source ?? campaign.src,
  };
  const pairs = UTM_KEYS.flatMap((key) => {
    const value = values[key];
    return value ? [`${key}=${encodeURIComponent(value)}`] : [];
  });
  return pairs.length > 0 ? pairs.join("&") : null;
};

/**
 * App Store Connect shows one campaign token per download: the `ct` given as is, else the
 * campaign, else the source; cut to the characters and length Apple accepts.
 */
export const appStoreCampaignToken = (campaign: Campaign): string | null => {
  const raw = campaign.ct ?? campaign.utm_campaign ?? campaign.src ?? campaign.utm_source ?? "";
  const token = raw
    .replace(APP_STORE_CAMPAIGN.campaignTokenAllowed, "")
    .trim()
    .slice(0, APP_STORE_CAMPAIGN.campaignTokenMaxLength)
    .trim();
  return token || null;
};
