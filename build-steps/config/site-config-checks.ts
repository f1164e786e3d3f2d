import { DEFAULTS, type SiteConfig } from "../../src/config/site-config";

type Env = Record<string, string | undefined>;

/** Set by the hosts' build machines; SITE_ENV=production marks any other real deploy. */
export const HOST_FLAGS = ["NETLIFY", "CF_PAGES", "VERCEL"] as const;
export const PRODUCTION_FLAG = { name: "SITE_ENV", value: "production" } as const;

type PlaceholderKey = "contactEmail" | "siteUrl" | "appStoreUrl" | "playStoreUrl";

/** The settings whose example defaults must never reach a real deploy, and what to set instead. */
export const PLACEHOLDER_SETTINGS: readonly {
  key: PlaceholderKey;
  variable: string;
  wanted: string;
}[] = [
  {
    key: "contactEmail",
    variable: "GATSBY_CONTACT_EMAIL",
    wanted: "the address that answers visitors and deletion requests, e.g. hello@pantrychef.app",
  },
  {
    key: "siteUrl",
    variable: "GATSBY_SITE_URL",
    wanted: "the site's https origin, without a path, e.g. https://www.pantrychef.app",
  },
  {
    key: "appStoreUrl",
    variable: "GATSBY_IOS_APP_URL",
    wanted: "the app's App Store page, e.g. https://apps.apple.com/app/id1234567890",
  },
  {
    key: "playStoreUrl",
    variable: "GATSBY_ANDROID_APP_URL",
    wanted: "the app's Google Play page, e.g. https://play.google.com/store/apps/details?id=…",
  },
];

export const isHostBuild = (env: Env): boolean =>
  HOST_FLAGS.some((name) => (env[name] ?? "").trim() !== "") ||
  env[PRODUCTION_FLAG.name]?.trim() === PRODUCTION_FLAG.value;

/** The settings still at their example default, in the order above. */
export const placeholdersInUse = (config: Pick<SiteConfig, PlaceholderKey>) =>
  PLACEHOLDER_SETTINGS.filter(({ key }) => config[key] === DEFAULTS[key]);

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]+$/;

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

const onHost = (value: string, host: string) => {
  const url = parseUrl(value);
  return url?.protocol === "https:" && url.hostname === host;
};

/** What is wrong with the site URL, naming its variable; undefined when it is an https origin. */
export const siteUrlProblem = (siteUrl: string): string | undefined => {
  const url = parseUrl(siteUrl);
  const problem =
    !url || !/^https:\/\//i.test(siteUrl)
      ? "is not an https:// address"
      : url.pathname !== "/" || url.search || url.hash
        ? "has a path; give only the origin"
        : url.username || url.password
          ? "carries a user name or password"
          : undefined;
  return (
    problem && `GATSBY_SITE_URL is "${siteUrl}", which ${problem}: set ${wantedFor("siteUrl")}.`
  );
};

const wantedFor = (key: PlaceholderKey) =>
  PLACEHOLDER_SETTINGS.find((setting) => setting.key === key)?.wanted ?? "";

/** Settings whose form is wrong, each naming its variable, with what to set instead. */
export const siteConfigFormatProblems = (config: Pick<SiteConfig, PlaceholderKey>): string[] => {
  const problems = [
    EMAIL.test(config.contactEmail)
      ? undefined
      : `GATSBY_CONTACT_EMAIL is "${config.contactEmail}", which is not an email address: set ${wantedFor("contactEmail")}.`,
    siteUrlProblem(config.siteUrl),
    onHost(config.appStoreUrl, "apps.apple.com")
      ? undefined
      : `GATSBY_IOS_APP_URL is "${config.appStoreUrl}", which is not on https://apps.apple.com: set ${wantedFor("appStoreUrl")}.`,
    onHost(config.playStoreUrl, "play.google.com")
      ? undefined
      : `GATSBY_ANDROID_APP_URL is "${config.playStoreUrl}", which is not on https://play.google.com: set ${wantedFor("playStoreUrl")}.`,
  ];
  return problems.filter((problem): problem is string => problem !== undefined);
};

export type PlaceholderVerdict = { errors: string[]; notice?: string };

/**
 * A build for a real host fails while any example default is in use, naming every one; a local
 * build keeps them (the tests and `npm start` need no setup) and says so in one line.
 */
export const placeholderVerdict = (
  config: Pick<SiteConfig, PlaceholderKey>,
  env: Env,
): PlaceholderVerdict => {
  const placeholders = placeholdersInUse(config);
  if (placeholders.length === 0) return { errors: [] };
  if (isHostBuild(env)) {
    return {
      errors: placeholders.map(
        ({ key, variable, wanted }) =>
          `${variable} is still the example "${DEFAULTS[key]}": set ${wanted}.`,
      ),
    };
  }
  return {
    errors: [],
    notice:
      `Example settings in use (fine locally; a build for a host stops on them): ` +
      `${placeholders.map(({ variable }) => variable).join(", ")}.`,
  };
};
