import type { SiteConfig } from "../config/site-config";

/** What a production build tells the deployer when nothing can leave the site. */
export const analyticsBuildWarning = ({
  enabled,
  token,
}: SiteConfig["analytics"]): string | undefined => {
  const consequence =
    "This build counts no visits, and the data-deletion form cannot send requests: it only " +
    "prepares an email for each visitor to send to the contact address themselves.";
  if (token === "") {
    return `GATSBY_MIXPANEL_TOKEN is not set. ${consequence} Set GATSBY_MIXPANEL_TOKEN to your Mixpanel project token before building.`;
  }
  if (!enabled) {
    return `GATSBY_ANALYTICS_ENABLED is off. ${consequence} Remove it or set it to true to turn analytics on.`;
  }
  return undefined;
};
