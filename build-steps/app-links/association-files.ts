import { playPackageId } from "../../src/components/seo/app-links";
import type { SiteConfig } from "../../src/config/site-config";

export type AppLinksSettings = Pick<SiteConfig, "appLinks" | "playStoreUrl">;

/** The site paths the app opens instead of the browser: the recipe pages. */
export const APP_LINK_PATHS = ["/recipes/*"];

/** Both files live here; hosts must serve them as JSON, with status 200 and no redirect. */
export const WELL_KNOWN_DIR = ".well-known";
export const APPLE_ASSOCIATION_FILE = `${WELL_KNOWN_DIR}/apple-app-site-association`;
export const ANDROID_ASSET_LINKS_FILE = `${WELL_KNOWN_DIR}/assetlinks.json`;

const IOS_TEAM_ID = /^[A-Z0-9]{10}$/;
/** Reverse-DNS: two or more dot-separated labels of letters, digits and hyphens. */
const IOS_BUNDLE_ID = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** SHA-256: 32 bytes as hex pairs separated by colons, as keytool and Play Console print them. */
const CERT_FINGERPRINT = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){31}$/;

export const APP_LINK_RULES = {
  teamId: "10 uppercase letters or digits, e.g. ABCDE12345 (Apple Developer account, Membership)",
  bundleId: "a reverse-DNS bundle identifier, e.g. com.example.pantrychef",
  fingerprint:
    "a SHA-256 certificate fingerprint: 32 colon-separated hex byte pairs, e.g. 14:6D:E9:…:F5 " +
    "(Play Console, App integrity, App signing key certificate)",
} as const;

const invalid = (variable: string, value: string, expected: string) =>
  `${variable} is "${value}", but must be ${expected}.`;

const iosProblems = ({ iosTeamId, iosBundleId }: SiteConfig["appLinks"]): string[] => {
  if (!iosTeamId && !iosBundleId) return [];
  if (!iosTeamId) return ["GATSBY_IOS_BUNDLE_ID is set but GATSBY_IOS_TEAM_ID is not: set both."];
  if (!iosBundleId) return ["GATSBY_IOS_TEAM_ID is set but GATSBY_IOS_BUNDLE_ID is not: set both."];
  return [
    ...(IOS_TEAM_ID.test(iosTeamId)
      ? []
      : [invalid("GATSBY_IOS_TEAM_ID", iosTeamId, APP_LINK_RULES.teamId)]),
    ...(IOS_BUNDLE_ID.test(iosBundleId)
      ? []
      : [invalid("GATSBY_IOS_BUNDLE_ID", iosBundleId, APP_LINK_RULES.bundleId)]),
  ];
};

const androidProblems = ({ appLinks, playStoreUrl }: AppLinksSettings): string[] => {
  const fingerprints = appLinks.androidCertFingerprints;
  if (fingerprints.length === 0) return [];
  return [
    ...fingerprints
      .filter((fingerprint) => !CERT_FINGERPRINT.test(fingerprint))
      .map((fingerprint) =>
        invalid("GATSBY_ANDROID_CERT_FINGERPRINTS", fingerprint, APP_LINK_RULES.fingerprint),
      ),
    ...(playPackageId(playStoreUrl)
      ? []
      : [
          `GATSBY_ANDROID_CERT_FINGERPRINTS needs the app's package name from GATSBY_ANDROID_APP_URL, ` +
            `but "${playStoreUrl}" has no ?id=<package>.`,
        ]),
  ];
};

/** One message per problem, naming the variable, its value and the form it needs. */
export const appLinkProblems = (settings: AppLinksSettings): string[] => [
  ...iosProblems(settings.appLinks),
  ...androidProblems(settings),
];

/** Apple's applinks format (iOS 13 and later): appIDs and URL components. */
export const appleAppSiteAssociation = (teamId: string, bundleId: string) => ({
  applinks: {
    details: [
      {
        appIDs: [`${teamId}.${bundleId}`],
        components: APP_LINK_PATHS.map((path) => ({ "/": path })),
      },
    ],
  },
});

/** Google's Digital Asset Links statement that lets the app handle all of the site's links. */
export const assetLinks = (packageName: string, fingerprints: string[]) => [
  {
    relation: ["delegate_permission/common.handle_all_urls"],
    target: {
      namespace: "android_app",
      package_name: packageName,
      sha256_cert_fingerprints: fingerprints.map((fingerprint) => fingerprint.toUpperCase()),
    },
  },
];

export type AssociationFile = { file: string; text: string };

const jsonFile = (file: string, data: unknown): AssociationFile => ({
  file,
  text: `${JSON.stringify(data, null, 2)}\n`,
});

/** The files to write under public/ for valid settings; none for a platform left unset. */
export const associationFiles = (settings: AppLinksSettings): AssociationFile[] => {
  const { iosTeamId, iosBundleId, androidCertFingerprints } = settings.appLinks;
  const packageName = playPackageId(settings.playStoreUrl);
  return [
    ...(iosTeamId && iosBundleId
      ? [jsonFile(APPLE_ASSOCIATION_FILE, appleAppSiteAssociation(iosTeamId, iosBundleId))]
      : []),
    ...(androidCertFingerprints.length > 0 && packageName
      ? [jsonFile(ANDROID_ASSET_LINKS_FILE, assetLinks(packageName, androidCertFingerprints))]
      : []),
  ];
};
