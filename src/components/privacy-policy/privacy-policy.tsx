import * as React from "react";
import { Link } from "gatsby";
import { POLICY_EFFECTIVE_DATE, PRIVACY_REPLY_DAYS } from "../../config/policy";
import { ROUTES } from "../../config/routes";
import { fillNodes } from "../../i18n/fill-nodes";
import { formatLongDate } from "../../i18n/format";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { useLanguage, useLocalPath, useTexts, type Texts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";
import { PageHeader } from "../page-header/page-header";
import * as styles from "./privacy-policy.module.css";
import { WhatWeRecord } from "./what-we-record";

type PolicySection = {
  id: string;
  title: string;
  body: React.ReactNode;
};

type SectionContext = {
  productName: string;
  company: string;
  contactEmail: string;
  t: Texts["policy"];
  language: keyof typeof LANGUAGES;
  local: (path: string) => string;
};

/** A list whose items are a group of the dictionary's texts, in the order written there. */
const Items = ({ items }: { items: Readonly<Record<string, string>> }) => (
  <ul>
    {Object.entries(items).map(([key, text]) => (
      <li key={key}>{text}</li>
    ))}
  </ul>
);

const buildSections = ({
  productName,
  company,
  contactEmail,
  t,
  language,
  local,
}: SectionContext): PolicySection[] => {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  const right = ({ right: name, text }: { right: string; text: string }, link?: React.ReactNode) =>
    fillNodes(text, { right: <strong>{name}</strong>, ...(link ? { link } : {}) });

  return [
    {
      id: "information-we-collect",
      title: t.collect.title,
      body: (
        <>
          <p>{fill(t.collect.intro, { productName })}</p>
          <h3>{t.collect.accountTitle}</h3>
          <p>{t.collect.account}</p>
          <h3>{t.collect.profileTitle}</h3>
          <p>{t.collect.profileIntro}</p>
          <Items items={t.collect.profile} />
          <h3>{t.collect.contentTitle}</h3>
          <p>{t.collect.contentIntro}</p>
          <Items items={t.collect.content} />
          <h3>{t.collect.deviceTitle}</h3>
          <p>{fill(t.collect.device, { productName })}</p>
        </>
      ),
    },
    {
      id: "how-we-use-your-information",
      title: t.use.title,
      body: (
        <>
          <p>{t.use.intro}</p>
          <ul>
            {Object.entries(t.use.purposes).map(([key, text]) => (
              <li key={key}>{fill(text, { productName })}</li>
            ))}
          </ul>
          <p>{t.use.noAdvertising}</p>
        </>
      ),
    },
    {
      id: "analytics",
      title: t.analytics.title,
      body: (
        <>
          <p>{fill(t.analytics.intro, { productName })}</p>
          <WhatWeRecord productName={productName} />
          <h3>{t.analytics.signalsTitle}</h3>
          <p>{t.analytics.signals}</p>
          <h3>{t.analytics.notDoneTitle}</h3>
          <p>{t.analytics.notDone}</p>
        </>
      ),
    },
    {
      id: "data-security",
      title: t.security.title,
      body: (
        <>
          <p>{fill(t.security.measures, { productName })}</p>
          <p>{t.security.breaches}</p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: t.rights.title,
      body: (
        <>
          <p>{t.rights.intro}</p>
          <ul>
            <li>{right(t.rights.access)}</li>
            <li>{right(t.rights.correct)}</li>
            <li>
              {right(
                t.rights.delete,
                <Link to={local(ROUTES.dataDeletion.path)}>{t.quoted.dataDeletion}</Link>,
              )}
            </li>
            <li>{right(t.rights.export)}</li>
          </ul>
          <p>
            {fillNodes(plural(t.rights.howTo, PRIVACY_REPLY_DAYS, language, { mail: "{mail}" }), {
              mail,
            })}
          </p>
          <p>{t.rights.kept}</p>
          <p>{fillNodes(t.rights.complain, { mail })}</p>
        </>
      ),
    },
    {
      id: "future-features",
      title: t.future.title,
      body: (
        <>
          <p>{fill(t.future.intro, { productName })}</p>
          <Items items={t.future.features} />
          <p>{t.future.update}</p>
        </>
      ),
    },
    {
      id: "dietary-disclaimer",
      title: t.dietary.title,
      body: (
        <>
          <p>{fill(t.dietary.aids, { productName })}</p>
          <Items items={t.dietary.advice} />
          <p>{fill(t.dietary.liability, { company, productName })}</p>
        </>
      ),
    },
    {
      id: "no-data-sharing",
      title: t.sharing.title,
      body: (
        <>
          <p>{t.sharing.intro}</p>
          <Items items={t.sharing.exceptions} />
        </>
      ),
    },
    {
      id: "contact-us",
      title: t.contact.title,
      body: <p>{fillNodes(t.contact.text, { company, mail })}</p>,
    },
  ];
};

type PrivacyPolicyProps = {
  productName: string;
  company: string;
  contactEmail: string;
};

export const PrivacyPolicy = ({ productName, company, contactEmail }: PrivacyPolicyProps) => {
  const t = useTexts("policy");
  const { routes } = useTexts("site");
  const language = useLanguage();
  const local = useLocalPath();
  const sections = buildSections({ productName, company, contactEmail, t, language, local });
  const date = formatLongDate(POLICY_EFFECTIVE_DATE, language);

  return (
    <article className={styles.policy}>
      <PageHeader title={routes.privacyPolicy.title}>
        <p>
          {fillNodes(t.effectiveDate, {
            date: <time dateTime={POLICY_EFFECTIVE_DATE}>{date}</time>,
          })}
        </p>
      </PageHeader>
      {language !== DEFAULT_LANGUAGE && (
        <p className={styles.governs}>
          {fillNodes(t.translationNotice, {
            englishPolicy: (
              <Link
                to={ROUTES.privacyPolicy.path}
                hrefLang={DEFAULT_LANGUAGE}
                lang={DEFAULT_LANGUAGE}
              >
                {t.englishPolicy}
              </Link>
            ),
          })}
        </p>
      )}
      <p className={styles.intro}>{fill(t.intro, { company, productName })}</p>

      <nav className={styles.toc} aria-label={t.tableOfContents}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {fill(t.numbered, { number: String(index + 1), title: section.title })}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
};
