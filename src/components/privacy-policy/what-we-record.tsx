import * as React from "react";
import {
  EVERY_EVENT_FIELDS,
  eventCatalogue,
  pageContextFields,
  type Field,
} from "../../analytics/event-catalogue";
import { CONSENT_PURPOSES, CONSENT_STORAGE, consentTerms } from "../../analytics/consent/consent";
import { SESSION_REPLAY_LIMITS } from "../../analytics/mixpanel/replay-limits";
import { REDACTED, SECRET_PARAMS, SECRET_PARAM_ENDINGS } from "../../analytics/redact";
import {
  ENVELOPE_FIELDS,
  LIBRARY_FIELDS,
  REQUEST_FIELDS,
  SCROLL_EVENT,
  storedItems,
} from "../../analytics/mixpanel/recorded-data";
import { useSiteConfig } from "../../config/use-site-config";
import { fillNodes, listNodes, listText } from "../../i18n/fill-nodes";
import { formatNumber } from "../../i18n/format";
import { useLanguage, useLocalPath, useTexts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";
import { consentSentence } from "./consent-text";
import { daysText, legalBasisText, regionSentences, retentionSentence } from "./analytics-terms";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { recipeListPath } from "../../recipes/list-pages";
import { checklistKey } from "../cook-tools/use-checklist";
import * as styles from "./what-we-record.module.css";

const TOKEN_PLACEHOLDER = "<project token>";
/** What each of the redaction's value patterns finds, in its order (SECRET_VALUES). */
export const SECRET_VALUE_KEYS = ["email", "jwt"] as const;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A field's explanation in the page's language, by the list it is in and its name: a field the
 * code sends that the dictionary does not explain stops the build rather than go unexplained.
 */
const meaningOf = (words: Readonly<Record<string, string>>, name: string, where: string) => {
  const meaning = words[name];
  if (meaning === undefined)
    throw new Error(`The privacy policy does not explain "${name}" (${where}).`);
  return meaning;
};

type FieldListProps = {
  fields: readonly Field[];
  words: Readonly<Record<string, string>>;
  where: string;
};

const FieldList = ({ fields, words, where }: FieldListProps) => {
  const t = useTexts("policy").record;
  return (
    <ul className={styles.fields}>
      {fields.map(({ name }) => (
        <li key={name}>
          {fillNodes(t.field, {
            name: <code>{name}</code>,
            meaning: meaningOf(words, name, where),
          })}
        </li>
      ))}
    </ul>
  );
};

const codes = (names: readonly string[]) => names.map((name) => <code key={name}>{name}</code>);

type WhatWeRecordProps = { productName: string };

/** Rendered from the modules that build and send each event, so it says what is sent. */
export const WhatWeRecord = ({ productName }: WhatWeRecordProps) => {
  const { analytics } = useSiteConfig();
  const policy = useTexts("policy");
  const t = policy.record;
  const language = useLanguage();
  const local = useLocalPath();
  const events = eventCatalogue({ productName, webVitals: analytics.webVitals });
  const terms = consentTerms(analytics);
  const stored = storedItems(analytics.token || TOKEN_PLACEHOLDER, analytics.sessionReplay);
  const purposes = terms.purposes.map((purpose) => policy.quoted.purposes[purpose]);
  const replay = terms.purposes.includes(CONSENT_PURPOSES.sessionReplay);
  const days = daysText(analytics.consentMaxAgeDays, t, language);
  const storedIn = (store: keyof typeof t.stores) => t.stores[store];

  return (
    <>
      <h3>{t.choiceTitle}</h3>
      <p>{consentSentence(analytics.consent, policy)}</p>
      <p>
        {fillNodes(t.ask, {
          purposes: purposes.join(t.purposesJoin),
          key: <code>{CONSENT_STORAGE.key}</code>,
          version: <code>{terms.version}</code>,
          days,
        })}
      </p>
      <p>{t.request}</p>
      <h3>{t.recordTitle}</h3>
      <p>{t.recordIntro}</p>
      <dl className={styles.events}>
        {events.map((event) => {
          const words = t.events[event.key];
          if (!words) throw new Error(`The privacy policy does not explain "${event.name}".`);
          return (
            <React.Fragment key={event.name}>
              <dt>
                <code>{event.name}</code>
              </dt>
              <dd>
                {fill(t.sentWhen, { when: words.when })}
                <FieldList fields={event.fields} words={words.fields} where={event.name} />
              </dd>
            </React.Fragment>
          );
        })}
        <dt>
          <code>{SCROLL_EVENT.name}</code>
        </dt>
        <dd>
          {fill(t.sentWhen, {
            when: fill(t.scrollWhen, {
              checkpoints: listText(SCROLL_EVENT.checkpoints.map(String), language, "disjunction"),
            }),
          })}
          <FieldList
            fields={SCROLL_EVENT.fields}
            words={t.fields.scroll}
            where={SCROLL_EVENT.name}
          />
        </dd>
      </dl>
      <p>{t.everyEvent}</p>
      <FieldList
        fields={[...EVERY_EVENT_FIELDS, ...pageContextFields(analytics.clickIds)]}
        words={{ ...t.fields.every, ...t.fields.page }}
        where="every event"
      />
      <p>{t.envelope}</p>
      <FieldList fields={ENVELOPE_FIELDS} words={t.fields.envelope} where="every event" />
      <p>{t.library}</p>
      <FieldList fields={LIBRARY_FIELDS} words={t.fields.library} where="the library's events" />
      <p>{t.ipLocation}</p>
      <p>{t.requestFields}</p>
      <FieldList fields={REQUEST_FIELDS} words={t.fields.request} where="the deletion request" />
      {replay && (
        <p>
          {fill(t.replay, {
            hours: formatNumber(SESSION_REPLAY_LIMITS.maxMs / HOUR_MS, language),
          })}
        </p>
      )}
      <h4>{t.leftOutTitle}</h4>
      <p>
        {fillNodes(t.leftOut, {
          hash: <code>#</code>,
          redacted: <code>{REDACTED}</code>,
          parameters: listNodes(codes(SECRET_PARAMS), language),
          endings: listNodes(codes(SECRET_PARAM_ENDINGS), language, "disjunction"),
          values: listText(
            SECRET_VALUE_KEYS.map((key) => t.secretValues[key]),
            language,
            "disjunction",
          ),
        })}{" "}
        {analytics.clickIds ? t.clickIdsRecorded : t.clickIdsDropped}
      </p>
      <h4>{t.whereTitle}</h4>
      <p>
        {fillNodes(t.where, { host: <code>{analytics.apiHost}</code> })}{" "}
        {regionSentences(analytics.apiHost, t).join(" ")}{" "}
        {retentionSentence(analytics.retentionMonths, t, language)}
      </p>
      <h4>{t.basisTitle}</h4>
      <ul className={styles.fields}>
        <li>
          {fill(t.basis.analytics, {
            basis: legalBasisText(analytics.legalBasis.analytics, analytics.consent, t),
          })}
        </li>
        {replay && (
          <li>
            {fill(t.basis.replay, {
              basis: legalBasisText(analytics.legalBasis.sessionReplay, analytics.consent, t),
            })}
          </li>
        )}
        <li>{t.basis.request}</li>
      </ul>
      <h4>{t.storageTitle}</h4>
      <ul className={styles.fields}>
        {stored.map((item) => {
          const words = t.stored[item.key];
          if (!words) throw new Error(`The privacy policy does not explain "${item.name}".`);
          return (
            <li key={item.name}>
              {fillNodes(t.storedItem, {
                name: <code>{item.name}</code>,
                store: storedIn(item.store),
                purpose: words.purpose,
                lifetime: words.lifetime,
              })}
            </li>
          );
        })}
        <li>
          {fillNodes(t.consentItem, {
            name: <code>{CONSENT_STORAGE.key}</code>,
            store: storedIn("localStorage"),
            days: plural(t.keptDays, analytics.consentMaxAgeDays, language),
          })}
        </li>
        <li>
          {fillNodes(t.fridgeItem, {
            name: <code>{FRIDGE_STORAGE_KEY}</code>,
            store: storedIn("localStorage"),
            heading: policy.quoted.fridgeHeading,
            path: <code>{local(recipeListPath(1))}</code>,
            clear: policy.quoted.clearAll,
          })}
        </li>
        <li>
          {fillNodes(t.checklistItem, {
            name: <code>{checklistKey("<recipe>")}</code>,
            store: storedIn("sessionStorage"),
            clear: policy.quoted.clearTicks,
          })}
        </li>
      </ul>
      <p>{t.declined}</p>
      <h4>{t.leavingTitle}</h4>
      <p>{t.leaving}</p>
    </>
  );
};
