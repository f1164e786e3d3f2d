import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { POLICY_EFFECTIVE_DATE } from "../../config/policy";
import { ROUTES } from "../../config/routes";
import { createSiteConfig, type SiteConfig } from "../../config/site-config";
import { useSiteConfig } from "../../config/use-site-config";
import { en } from "../../i18n/dictionaries";
import { dictionaryProblems, type Dictionary } from "../../i18n/dictionary-checks";
import {
  englishLeft,
  inLanguage,
  TRANSLATIONS,
  type Translated,
} from "../../test-utils/in-language";
import { localizedPath } from "../../i18n/languages";
import { recipeListPath } from "../../recipes/list-pages";
import { PrivacyPolicy } from "./privacy-policy";

jest.mock("../../config/use-site-config");

const props = {
  productName: "Fridge Feast",
  company: "Acme Kitchen Ltd",
  contactEmail: "p@acme.test",
};
const LANGUAGES: Translated[] = ["de", "es"];
const BUILDS: Record<string, Record<string, string>> = {
  "the default build": { GATSBY_MIXPANEL_TOKEN: "policy-token" },
  "a build that asks everyone and records sessions and click IDs": {
    GATSBY_MIXPANEL_TOKEN: "policy-token",
    GATSBY_ANALYTICS_CONSENT: "always",
    GATSBY_SESSION_REPLAY: "true",
    GATSBY_ANALYTICS_CLICK_IDS: "true",
    GATSBY_WEB_VITALS: "true",
  },
  "a build that never asks, kept in Europe": {
    GATSBY_MIXPANEL_TOKEN: "policy-token",
    GATSBY_ANALYTICS_CONSENT: "never",
    GATSBY_MIXPANEL_API_HOST: "https://api-eu.mixpanel.com",
  },
};

const drawn = (language: Translated | "en", env: Record<string, string>) => {
  const config: SiteConfig = createSiteConfig(env);
  jest.mocked(useSiteConfig).mockReturnValue(config);
  const policy = <PrivacyPolicy {...props} />;
  return render(language === "en" ? policy : inLanguage(language, policy));
};

const codes = (container: HTMLElement) =>
  [...container.querySelectorAll("code")].map((code) => code.textContent);

describe.each(LANGUAGES)("the privacy policy in %s", (language) => {
  const t = TRANSLATIONS[language].policy;

  it.each(Object.entries(BUILDS))("leaves no English words of the policy in %s", (_, env) => {
    const { container } = drawn(language, env);
    expect(englishLeft(container.textContent ?? "", ["policy"], language)).toEqual([]);
  });

  it.each(Object.entries(BUILDS))(
    "names the same events, fields and stored items as the English in %s",
    (_, env) => {
      // The recipe list the fridge picker is on has its own address in each language.
      const english = codes(drawn("en", env).container).map((code) =>
        code === recipeListPath(1) ? localizedPath(code, language) : code,
      );
      document.body.innerHTML = "";
      expect(codes(drawn(language, env).container)).toEqual(english);
    },
  );

  it("dates the policy in its language and says the English text governs, linking to it", () => {
    drawn(language, BUILDS["the default build"]!);
    const date = language === "de" ? "6. Juni 2025" : "6 de junio de 2025";
    expect(screen.getByText(date)).toHaveAttribute("datetime", POLICY_EFFECTIVE_DATE);
    const english = screen.getByRole("link", { name: t.englishPolicy });
    expect(english).toHaveAttribute("href", ROUTES.privacyPolicy.path);
    expect(english).toHaveAttribute("hreflang", "en");
    const notice = english.closest("p");
    // Near the top: before the introduction and the table of contents.
    expect(notice?.nextElementSibling?.nextElementSibling?.tagName).toBe("NAV");
  });

  it("keeps the section anchors, numbers the headings and links the deletion page in its language", () => {
    const { container } = drawn(language, BUILDS["the default build"]!);
    const ids = [...container.querySelectorAll("h2")].map((heading) => heading.id);
    expect(ids).toContain("analytics");
    expect(ids).toHaveLength(9);
    expect(
      screen.getByRole("heading", { level: 2, name: `3. ${t.analytics.title}` }),
    ).toBeVisible();
    const toc = screen.getByRole("navigation", { name: t.tableOfContents });
    expect(within(toc).getAllByRole("link")).toHaveLength(9);
    expect(screen.getByRole("link", { name: t.quoted.dataDeletion })).toHaveAttribute(
      "href",
      `/${language}/data-deletion/`,
    );
  });

  it("states the legal basis in the terms of its language's privacy policies", () => {
    const { container } = drawn(language, BUILDS["the default build"]!);
    const terms =
      language === "de"
        ? [
            "Art. 6 Abs. 1 lit. a DSGVO",
            "Art. 6 Abs. 1 lit. f DSGVO",
            "widerrufen",
            "Aufsichtsbehörde",
            "Verantwortlich",
          ]
        : [
            "art. 6.1.a RGPD",
            "art. 6.1.f RGPD",
            "retirar",
            "autoridad de control",
            "responsable del tratamiento",
          ];
    terms.forEach((term) => expect(container).toHaveTextContent(term));
  });

  it("has every key of the English policy, and no other", () => {
    expect(
      dictionaryProblems(en.policy as unknown as Dictionary, t, `${language}/policy.ts`),
    ).toEqual([]);
  });

  it("keeps in each explanation the values, numbers and names the English one gives", () => {
    const tokens = (text: string) => [
      ...[...text.matchAll(/\d+/g)].map(([number]) => number),
      ...[...text.matchAll(/"([^"]+)"/g)].map(([, quoted]) => quoted as string),
      ...[...text.matchAll(/\b[a-z]+_[a-z_]+\b/g)].map(([name]) => name),
    ];
    const pairs = (
      english: Dictionary,
      translated: Dictionary,
      path: string,
    ): [string, string, string][] =>
      Object.entries(english).flatMap(([key, value]) =>
        typeof value === "string"
          ? [[`${path}.${key}`, value, translated[key] as string]]
          : pairs(value, translated[key] as Dictionary, `${path}.${key}`),
      );
    const explained = pairs(
      {
        events: en.policy.record.events,
        fields: en.policy.record.fields,
        stored: en.policy.record.stored,
      } as unknown as Dictionary,
      {
        events: t.record.events,
        fields: t.record.fields,
        stored: t.record.stored,
      } as unknown as Dictionary,
      "record",
    );
    const lost = explained.flatMap(([path, english, translated]) =>
      tokens(english)
        .filter((token) => !translated.includes(token))
        .map((token) => `${path}: ${token}`),
    );
    // The quoted names of the site's own controls are the other language's own words.
    expect(lost.filter((item) => !item.endsWith("Keep screen on"))).toEqual([]);
  });
});

describe("the privacy policy in English", () => {
  it("says nothing of a translation", () => {
    drawn("en", BUILDS["the default build"]!);
    expect(screen.queryByText(/English text governs/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: en.policy.englishPolicy })).not.toBeInTheDocument();
  });
});
