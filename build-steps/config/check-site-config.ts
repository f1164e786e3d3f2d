import type { SiteConfig } from "../../src/config/site-config";
import { storeSettingsProblems } from "../../src/get/store-link";
import { appLinkProblems } from "../app-links/association-files";
import type { BuildReporter } from "../reporter";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import { dictionaryFileProblems } from "./dictionary-files";
import { cspReportUrlProblems } from "./hosting-settings";
import { placeholderVerdict, siteConfigFormatProblems } from "./site-config-checks";

type Env = Record<string, string | undefined>;

/**
 * Every setting that would break the build's output, or put an example address on a real host,
 * reported together before anything runs.
 */
export const checkSiteConfig = (config: SiteConfig, env: Env, reporter: BuildReporter): void => {
  const placeholders = placeholderVerdict(config, env);
  const problems = [
    ...siteConfigFormatProblems(config),
    ...placeholders.errors,
    ...appLinkProblems(config),
    ...cspReportUrlProblems(config.cspReportUrl),
    ...storeSettingsProblems(config),
    ...dictionaryFileProblems(DICTIONARIES, config.languages),
  ];
  if (problems.length > 0) {
    reporter.panic(`Site configuration:\n  ${problems.join("\n  ")}`);
  }
  if (placeholders.notice) reporter.info(placeholders.notice);
};
