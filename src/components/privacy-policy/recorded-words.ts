import {
  EVERY_EVENT_FIELDS,
  eventCatalogue,
  pageContextFields,
  type Field,
} from "../../analytics/event-catalogue";
import {
  ENVELOPE_FIELDS,
  LIBRARY_FIELDS,
  REQUEST_FIELDS,
  SCROLL_EVENT,
  storedItems,
} from "../../analytics/mixpanel/recorded-data";

/**
 * The English of what the privacy policy says each event, field and stored item is, read from the
 * modules that build and send them (so the policy never names a field the code does not send):
 * the dictionary's other languages give the same keys their own words.
 */

const meanings = (fields: readonly Field[]): Record<string, string> =>
  Object.fromEntries(fields.map(({ name, meaning }) => [name, meaning]));

/** Every event any build can send, each with when it is sent and what its fields mean. */
export const EVENT_WORDS: Record<string, { when: string; fields: Record<string, string> }> =
  Object.fromEntries(
    eventCatalogue({ productName: "", webVitals: true }).map(({ key, when, fields }) => [
      key,
      { when, fields: meanings(fields) },
    ]),
  );

/** The fields that go with every event, or with every event of one kind. */
export const FIELD_WORDS = {
  every: meanings(EVERY_EVENT_FIELDS),
  page: meanings(pageContextFields(true)),
  envelope: meanings(ENVELOPE_FIELDS),
  library: meanings(LIBRARY_FIELDS),
  scroll: meanings(SCROLL_EVENT.fields),
  request: meanings(REQUEST_FIELDS),
};

export type FieldList = keyof typeof FIELD_WORDS;

/** Everything any build keeps in the browser, by key: what it is for and how long it stays. */
export const STORED_WORDS: Record<string, { purpose: string; lifetime: string }> =
  Object.fromEntries(
    [...storedItems("", true), ...storedItems("", false)].map(({ key, purpose, lifetime }) => [
      key,
      { purpose, lifetime },
    ]),
  );
