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
import { PURPOSE_TEXT } from "../consent-bar/consent-bar-text";
import { consentSentence } from "./consent-text";
import { daysText, legalBasisText, regionSentences, retentionSentence } from "./analytics-terms";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { recipeListPath } from "../../recipes/list-pages";
import { FRIDGE_HEADING } from "../fridge-picker/picker-text";
import { CLEAR_LABEL } from "../fridge-picker/panel-text";
import { CLEAR_TICKS } from "../cook-tools/cook-tools-text";
import { checklistKey } from "../cook-tools/use-checklist";
import * as styles from "./what-we-record.module.css";

const TOKEN_PLACEHOLDER = "<project token>";
/** What each of the redaction's value patterns finds, in its order. */
export const SECRET_VALUE_NAMES = ["an email address", "a JSON Web Token"];
const STORE_NAMES = {
  cookie: "cookie",
  localStorage: "local storage",
  sessionStorage: "session storage",
  indexedDB: "IndexedDB database",
};
const HOUR_MS = 60 * 60 * 1000;

type FieldListProps = { fields: readonly Field[] };

const FieldList = ({ fields }: FieldListProps) => (
  <ul className={styles.fields}>
    {fields.map(({ name, meaning }) => (
      <li key={name}>
        <code>{name}</code>: {meaning}
      </li>
    ))}
  </ul>
);

type CodeListProps = { names: readonly string[]; last?: string };

const CodeList = ({ names, last = "and" }: CodeListProps) => (
  <>
    {names.map((name, index) => (
      <React.Fragment key={name}>
        {index > 0 && (index === names.length - 1 ? ` ${last} ` : ", ")}
        <code>{name}</code>
      </React.Fragment>
    ))}
  </>
);

const percentList = (values: readonly number[]) =>
  `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]} percent`;

type WhatWeRecordProps = { productName: string };

/** Rendered from the modules that build and send each event, so it says what is sent. */
export const WhatWeRecord = ({ productName }: WhatWeRecordProps) => {
  const { analytics } = useSiteConfig();
  const events = eventCatalogue({ productName, webVitals: analytics.webVitals });
  const terms = consentTerms(analytics);
  const stored = storedItems(analytics.token || TOKEN_PLACEHOLDER, analytics.sessionReplay);
  const purposes = terms.purposes.map((purpose) => PURPOSE_TEXT[purpose]);
  const replay = terms.purposes.includes(CONSENT_PURPOSES.sessionReplay);

  return (
    <>
      <h3>Your choice</h3>
      <p>{consentSentence(analytics.consent)}</p>
      <p>
        What we ask: may we {purposes.join(", and ")}. We remember your answer in your
        browser&rsquo;s local storage, under the name <code>{CONSENT_STORAGE.key}</code>: the
        version of the question (<code>{terms.version}</code>), what it covered, your answer and its
        date. It is never sent to anyone. We ask again after {daysText(analytics.consentMaxAgeDays)}
        , and sooner if we change what we ask or where the data goes.
      </p>
      <p>
        A data deletion request you submit is not analytics: it is sent whatever you chose, because
        you asked us to send it. It goes on its own, under an identifier made for it alone, so it is
        never linked to your visits, and it carries only what you typed and the request&rsquo;s id
        and time. No cookie goes with it, Mixpanel derives no location from it, and it is never
        stored in your browser: if it cannot be confirmed, the page gives you an email to send us
        instead.
      </p>
      <h3>What we record</h3>
      <p>
        On this website we record the events below and nothing else. Some of it is personal data:
        the random identifier that makes your visits one visitor, your browser&rsquo;s user agent,
        the addresses and campaign tags of the pages you open, and the approximate location Mixpanel
        derives from your IP address (your country, region and city). The email address you enter in
        the data-deletion form goes only with that request.
      </p>
      <dl className={styles.events}>
        {events.map((event) => (
          <React.Fragment key={event.name}>
            <dt>
              <code>{event.name}</code>
            </dt>
            <dd>
              Sent when {event.when}. It contains:
              <FieldList fields={event.fields} />
            </dd>
          </React.Fragment>
        ))}
        <dt>
          <code>{SCROLL_EVENT.name}</code>
        </dt>
        <dd>
          Sent when you scroll past {percentList(SCROLL_EVENT.checkpoints)} of a page. It contains:
          <FieldList fields={SCROLL_EVENT.fields} />
        </dd>
      </dl>
      <p>Every event also carries:</p>
      <FieldList fields={[...EVERY_EVENT_FIELDS, ...pageContextFields(analytics.clickIds)]} />
      <p>and, to say who sent it and when:</p>
      <FieldList fields={ENVELOPE_FIELDS} />
      <p>
        Mixpanel&rsquo;s library loads only once you first tap, type or scroll on a page (or leave
        it). Before that, this website sends your page views itself, with the fields above. The
        events the library sends also carry:
      </p>
      <FieldList fields={LIBRARY_FIELDS} />
      <p>
        Mixpanel also uses the IP address each request comes from to derive an approximate location
        (country, region and city), which it keeps with the event.
      </p>
      <p>The deletion request carries the fields listed for it above, and:</p>
      <FieldList fields={REQUEST_FIELDS} />
      {replay && (
        <p>
          We also record how you move through the pages (session replay) for up to{" "}
          {SESSION_REPLAY_LIMITS.maxMs / HOUR_MS} hours, with every text and every input masked and
          the data-deletion form hidden, so a recording never shows what you type or read. A
          recording does not start on a page whose address would need redacting (see below), and
          stops when you move to one.
        </p>
      )}
      <h4>What we leave out</h4>
      <p>
        No event carries the part of an address after <code>#</code>, where sign-in links keep their
        codes. In every address and value we record, these are replaced with <code>{REDACTED}</code>
        : the values of the parameters <CodeList names={SECRET_PARAMS} />, and of any parameter
        whose name ends in <CodeList names={SECRET_PARAM_ENDINGS} last="or" />; any part of an
        address, parameter or value holding {SECRET_VALUE_NAMES.join(" or ")}, however it is
        encoded; and any parameter holding another address with one of these in it. Mixpanel&rsquo;s
        library would add the words of a search engine&rsquo;s address; they are left out too.
        {analytics.clickIds
          ? " Campaign tags and advertising click IDs (such as gclid or fbclid) are recorded on their own, redacted the same way; in addresses the click IDs are replaced."
          : " Campaign tags are kept, redacted the same way; advertising click IDs (such as gclid or fbclid) are replaced in every address and not recorded."}
      </p>
      <h4>Where it is sent, and for how long</h4>
      <p>
        Every event goes straight from your browser to Mixpanel&rsquo;s servers at{" "}
        <code>{analytics.apiHost}</code>, and nowhere else.{" "}
        {regionSentences(analytics.apiHost).join(" ")}{" "}
        {retentionSentence(analytics.retentionMonths)}
      </p>
      <h4>Why we may record it</h4>
      <ul className={styles.fields}>
        <li>Analytics: {legalBasisText(analytics.legalBasis.analytics, analytics.consent)}.</li>
        {replay && (
          <li>
            Session replay: {legalBasisText(analytics.legalBasis.sessionReplay, analytics.consent)}.
          </li>
        )}
        <li>
          Your deletion request: our legal obligation to act on it (Article 6(1)(c) of the GDPR).
        </li>
      </ul>
      <h4>Cookies and browser storage</h4>
      <ul className={styles.fields}>
        {stored.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code> ({STORE_NAMES[item.store]}): {item.purpose}; kept{" "}
            {item.lifetime}.
          </li>
        ))}
        <li>
          <code>{CONSENT_STORAGE.key}</code> ({STORE_NAMES.localStorage}): your answer, as above;
          kept {daysText(analytics.consentMaxAgeDays)}.
        </li>
        <li>
          <code>{FRIDGE_STORAGE_KEY}</code> ({STORE_NAMES.localStorage}): the ingredients you choose
          in the &ldquo;{FRIDGE_HEADING}&rdquo; picker on <code>{recipeListPath(1)}</code>, and
          whether staples count, so they are there on your next visit and recipe pages can show
          which ingredients you have. It is needed for the picker to work, is never sent to us or
          anyone, and is kept until you choose &ldquo;{CLEAR_LABEL}&rdquo; or clear your
          browser&rsquo;s storage.
        </li>
        <li>
          <code>{checklistKey("<recipe>")}</code> ({STORE_NAMES.sessionStorage}): the ingredients
          and steps you tick on a recipe page, so they stay ticked while you cook. It is never sent
          to us or anyone, and is gone when you close the tab or choose &ldquo;{CLEAR_TICKS}&rdquo;.
        </li>
      </ul>
      <p>
        If you decline after agreeing, analytics stops at once: nothing more is sent, and the
        cookie, storage and databases above that hold analytics data are removed.
      </p>
      <h4>When you leave a page early</h4>
      <p>
        If you agreed to analytics (or were not asked) and leave a page before its events have been
        sent, your browser sends them straight to Mixpanel as the page closes, with the fields
        listed above, and stores the random identifier in the cookie named above so that your next
        visit counts as the same visitor.
      </p>
    </>
  );
};
