import { siteConfig, type SiteConfig } from "./site-config";

export const useSiteConfig = (): SiteConfig => siteConfig;
