import { CLEAR_TICKS } from "../../../components/cook-tools/cook-tools-text";
import { CLEAR_LABEL } from "../../../components/fridge-picker/panel-text";
import { FRIDGE_HEADING } from "../../../components/fridge-picker/picker-text";
import {
  EVENT_WORDS,
  FIELD_WORDS,
  STORED_WORDS,
} from "../../../components/privacy-policy/recorded-words";
import { consentBar } from "./consent-bar";
import { site } from "./site";

/**
 * The privacy policy. Its sections and what it says is recorded are drawn by the same components
 * in every language; the English text governs, and the other languages say so near their top.
 * Event names and property keys stay as they are sent; only their explanations are words here.
 */
export const policy = {
  effectiveDate: "Effective date: {date}",
  /** Shown on the translations only: which text governs, with a link to the English policy. */
  translationNotice:
    "This is a translation. If it differs from the {englishPolicy}, the English text governs.",
  englishPolicy: "English privacy policy",
  intro:
    "This policy explains what information {company} collects when you use the {productName} mobile app for iOS and Android and this website, how we use it, and the choices you have.",
  tableOfContents: "Table of contents",
  /** A section's heading, after its number. */
  numbered: "{number}. {title}",
  /** Words of other parts of the site the policy quotes; each must read as it does there. */
  quoted: {
    privacyChoices: consentBar.label,
    purposes: { ...consentBar.purposes },
    fridgeHeading: FRIDGE_HEADING,
    clearAll: CLEAR_LABEL,
    clearTicks: CLEAR_TICKS,
    dataDeletion: site.routes.dataDeletion.navLabel,
  },
  collect: {
    title: "Information We Collect",
    intro:
      "We collect only the information we need to run {productName} and to make it useful to you. Most of it is information you give us yourself.",
    accountTitle: "Account information",
    account:
      "When you create an account, we collect your email address and a password. Your password is stored only in hashed form: we never store it in plain text and cannot read it.",
    profileTitle: "Profile information",
    profileIntro: "You can add the following to your profile:",
    profile: {
      name: "a display name and a profile image;",
      preferences: "your food preferences, allergens and dietary choices;",
      subscribed: "your subscribed status;",
      visibility: "your visibility settings, which control what others can see of your profile;",
      onboarding: "your onboarding status, so we know which introduction steps you have completed.",
    },
    contentTitle: "Content you create",
    contentIntro:
      "As you use the app, we store the content you create so it is there when you return:",
    content: {
      recipes: "saved recipes and the collections you organise them into;",
      history: "your history of meals you have cooked;",
      pantry: "your pantry and grocery lists, including custom ingredients you add;",
      notes: "notes you write and the expiry dates you record for ingredients.",
    },
    deviceTitle: "Device and usage information",
    device:
      "When you use the app or this website, we receive technical information such as your device type, operating system, screen size, browser and app version, and information about how you use {productName}, for example which screens you open and which features you use. Section 3 explains how this is collected.",
  },
  use: {
    title: "How We Use Your Information",
    intro: "We use your information to:",
    purposes: {
      account: "create and secure your account and let you sign in;",
      features:
        "provide the app’s features, such as matching recipes to the ingredients in your pantry and keeping your saved recipes, lists, notes and history;",
      personalise:
        "personalise recipe suggestions using your food preferences, allergens and dietary choices;",
      requests:
        "answer your questions and handle requests you send us, including deletion requests;",
      abuse: "detect and prevent abuse, fraud and security problems;",
      improve: "understand how {productName} is used so we can fix problems and improve it.",
    },
    noAdvertising:
      "We do not use your information for advertising, and we do not sell it to anyone.",
  },
  analytics: {
    title: "Analytics",
    intro:
      "The {productName} app and this website use Mixpanel, a product analytics service, to understand how people use them. Mixpanel processes this information on our behalf.",
    signalsTitle: "Global Privacy Control and Do Not Track",
    signals:
      "This website honours the Global Privacy Control and Do Not Track signals as a decline, without asking. When either is turned on in your browser, the website sends no page-view or click analytics and sets no analytics cookies. The only thing still sent is a data deletion request that you submit yourself, because we need it to act on your request.",
    notDoneTitle: "What we do not do",
    notDone:
      "We do not use analytics for advertising, we do not build advertising profiles, and we do not sell analytics data.",
  },
  security: {
    title: "Data Security",
    measures:
      "We take reasonable technical and organisational measures to protect your information against loss, misuse and unauthorised access. Passwords are stored only as hashes, information is sent over encrypted connections, and access to personal data is limited to the people and service providers who need it to run {productName}.",
    breaches:
      "No method of storing or transmitting data is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your personal data, we will notify you and the relevant authorities as the law requires.",
  },
  rights: {
    title: "Your Rights",
    intro: "You can ask us to:",
    /** Each right's name is in bold where `{right}` stands. */
    access: {
      right: "Access",
      text: "{right} your data: receive a copy of the personal data we hold about you.",
    },
    correct: {
      right: "Correct",
      text: "{right} your data: fix anything that is wrong or incomplete. You can edit most of your profile and content directly in the app.",
    },
    delete: {
      right: "Delete",
      text: "{right} your data: remove your account and the data linked to it. {link}",
    },
    export: {
      right: "Export",
      text: "{right} your data: receive your data in a common, machine-readable format.",
    },
    howTo: {
      one: "To make any of these requests, email us at {mail}. We may ask you to confirm that the account is yours before we act. We answer requests within {count} day.",
      other:
        "To make any of these requests, email us at {mail}. We may ask you to confirm that the account is yours before we act. We answer requests within {count} days.",
    },
    kept: "Some data may be kept after a deletion request where we are required to keep it for legal reasons or need it for security, for example to prevent fraud. We keep it only as long as that reason applies.",
    complain:
      "You also have the right to complain to a data protection authority, in particular in the country where you live or work or where you think the law was broken, such as the Information Commissioner’s Office in the United Kingdom. We would welcome the chance to answer your concern first at {mail}.",
  },
  future: {
    title: "Future Features",
    intro: "We plan to add features to {productName}, including:",
    features: {
      friends: "friends;",
      barcode: "barcode input;",
      voice: "voice input;",
      family: "family plans, with role-based permissions for family members;",
      images: "image uploads;",
      premium: "premium tiers;",
      sync: "sync;",
      expiry: "expiry alerts.",
    },
    update:
      "Some of these features may need to collect new kinds of data. Before any of them does, we will update this policy to explain what is collected and why, and change the effective date above.",
  },
  dietary: {
    title: "Recipe Recommendations & Dietary Safety Disclaimer",
    aids: "Recipe recommendations, ingredient matches, allergen filters and dietary labels in {productName} are aids to help you choose what to cook. They are not a guarantee that a recipe is safe for you. Recipe and ingredient information can be incomplete or wrong, and products differ between brands and may change their ingredients.",
    advice: {
      labels: "Always check the labels of the ingredients you use.",
      allergy:
        "If you have a food allergy, intolerance or medical condition, consult a doctor, dietitian or other qualified professional about what is safe for you.",
      expiry:
        "Expiry dates and notes you record are reminders; check the food itself before you eat it.",
    },
    liability:
      "To the fullest extent permitted by law, {company} is not liable for any allergic reaction, illness or other harm resulting from recipes, recommendations or filters in {productName}.",
  },
  sharing: {
    title: "No Data Sharing",
    intro: "We do not sell your personal data, and we do not share it with third parties, except:",
    exceptions: {
      providers:
        "with service providers who process it on our behalf and only on our instructions, such as our analytics provider (Mixpanel) and our hosting providers;",
      law: "where the law requires us to disclose it.",
    },
  },
  contact: {
    title: "Contact Us",
    text: "If you have questions about this policy or about your data, contact {company} at {mail}.",
  },
  /** Section 3's account of what this website records, drawn from the code that records it. */
  record: {
    choiceTitle: "Your choice",
    /** What this build's consent setting means, one sentence per setting. */
    consent: {
      never:
        "Analytics counts your visit once a page has loaded, without asking first. You can turn it off at any time with {choices}.",
      always:
        "We ask you before recording anything: {held}. You can change your answer at any time with {choices}.",
      auto: "If your browser's time zone is in the European Economic Area, the United Kingdom or Switzerland, or does not say where you are (such as UTC), we ask you before recording anything: {held}. Elsewhere analytics counts your visit once a page has loaded. You can change your answer at any time with {choices}.",
      held: "until you choose, this website sets no analytics cookie or storage and sends nothing to Mixpanel; what you do meanwhile stays in the page's memory, to be sent if you agree and discarded if you decline",
      choices: '"{privacyChoices}" at the bottom of every page',
    },
    ask: "What we ask: may we {purposes}. We remember your answer in your browser’s local storage, under the name {key}: the version of the question ({version}), what it covered, your answer and its date. It is never sent to anyone. We ask again after {days}, and sooner if we change what we ask or where the data goes.",
    /** Between the purposes asked about: "may we count …, and record …". */
    purposesJoin: ", and ",
    days: { one: "{count} day", other: "{count} days" },
    /** How long the answer is kept, in the storage list. */
    keptDays: { one: "{count} day", other: "{count} days" },
    request:
      "A data deletion request you submit is not analytics: it is sent whatever you chose, because you asked us to send it. It goes on its own, under an identifier made for it alone, so it is never linked to your visits, and it carries only what you typed and the request’s id and time. No cookie goes with it, Mixpanel derives no location from it, and it is never stored in your browser: if it cannot be confirmed, the page gives you an email to send us instead.",
    recordTitle: "What we record",
    recordIntro:
      "On this website we record the events below and nothing else. Some of it is personal data: the random identifier that makes your visits one visitor, your browser’s user agent, the addresses and campaign tags of the pages you open, and the approximate location Mixpanel derives from your IP address (your country, region and city). The email address you enter in the data-deletion form goes only with that request.",
    sentWhen: "Sent when {when}. It contains:",
    /** `{checkpoints}` lists the percentages: "25, 50, 75 or 100". */
    scrollWhen: "you scroll past {checkpoints} percent of a page",
    /** A field and what it holds. */
    field: "{name}: {meaning}",
    everyEvent: "Every event also carries:",
    envelope: "and, to say who sent it and when:",
    library:
      "Mixpanel’s library loads only once you first tap, type or scroll on a page (or leave it). Before that, this website sends your page views itself, with the fields above. The events the library sends also carry:",
    ipLocation:
      "Mixpanel also uses the IP address each request comes from to derive an approximate location (country, region and city), which it keeps with the event.",
    requestFields: "The deletion request carries the fields listed for it above, and:",
    replay:
      "We also record how you move through the pages (session replay) for up to {hours} hours, with every text and every input masked and the data-deletion form hidden, so a recording never shows what you type or read. A recording does not start on a page whose address would need redacting (see below), and stops when you move to one.",
    leftOutTitle: "What we leave out",
    leftOut:
      "No event carries the part of an address after {hash}, where sign-in links keep their codes. In every address and value we record, these are replaced with {redacted}: the values of the parameters {parameters}, and of any parameter whose name ends in {endings}; any part of an address, parameter or value holding {values}, however it is encoded; and any parameter holding another address with one of these in it. Mixpanel’s library would add the words of a search engine’s address; they are left out too.",
    /** What each of the redaction's value patterns finds, in its order. */
    secretValues: { email: "an email address", jwt: "a JSON Web Token" },
    clickIdsRecorded:
      "Campaign tags and advertising click IDs (such as gclid or fbclid) are recorded on their own, redacted the same way; in addresses the click IDs are replaced.",
    clickIdsDropped:
      "Campaign tags are kept, redacted the same way; advertising click IDs (such as gclid or fbclid) are replaced in every address and not recorded.",
    whereTitle: "Where it is sent, and for how long",
    where:
      "Every event goes straight from your browser to Mixpanel’s servers at {host}, and nowhere else.",
    regions: {
      unitedStates: "the United States",
      europeanUnion: "the European Union",
      india: "India",
    },
    kept: "Mixpanel keeps the data in {region}.",
    transfer:
      "If you are in the European Economic Area, the United Kingdom or Switzerland, this is a transfer of your data to {region}. Mixpanel's data processing agreement with us covers it with the European Commission's standard contractual clauses.",
    unknownRegion:
      "Mixpanel keeps the data in the region our project is set up in; write to us to learn which.",
    retentionUnset:
      "Mixpanel keeps these events for as long as our project's data retention setting allows; you can ask us to delete yours at any time (see section 5).",
    retention: {
      one: "Mixpanel keeps these events for {count} month, our project's data retention setting, and then deletes them; you can ask us to delete yours sooner (see section 5).",
      other:
        "Mixpanel keeps these events for {count} months, our project's data retention setting, and then deletes them; you can ask us to delete yours sooner (see section 5).",
    },
    basisTitle: "Why we may record it",
    basis: {
      consent: "your consent (Article 6(1)(a) of the GDPR), which you can withdraw at any time",
      interests:
        "our legitimate interest in understanding how the site is used so that we can improve it (Article 6(1)(f) of the GDPR), to which you can object at any time",
      whereAsked: "{consent}, where we ask you for it; elsewhere {interests}",
      analytics: "Analytics: {basis}.",
      replay: "Session replay: {basis}.",
      request:
        "Your deletion request: our legal obligation to act on it (Article 6(1)(c) of the GDPR).",
    },
    storageTitle: "Cookies and browser storage",
    stores: {
      cookie: "cookie",
      localStorage: "local storage",
      sessionStorage: "session storage",
      indexedDB: "IndexedDB database",
    },
    storedItem: "{name} ({store}): {purpose}; kept {lifetime}.",
    consentItem: "{name} ({store}): your answer, as above; kept {days}.",
    fridgeItem:
      "{name} ({store}): the ingredients you choose in the “{heading}” picker on {path}, and whether staples count, so they are there on your next visit and recipe pages can show which ingredients you have. It is needed for the picker to work, is never sent to us or anyone, and is kept until you choose “{clear}” or clear your browser’s storage.",
    checklistItem:
      "{name} ({store}): the ingredients and steps you tick on a recipe page, so they stay ticked while you cook. It is never sent to us or anyone, and is gone when you close the tab or choose “{clear}”.",
    declined:
      "If you decline after agreeing, analytics stops at once: nothing more is sent, and the cookie, storage and databases above that hold analytics data are removed.",
    leavingTitle: "When you leave a page early",
    leaving:
      "If you agreed to analytics (or were not asked) and leave a page before its events have been sent, your browser sends them straight to Mixpanel as the page closes, with the fields listed above, and stores the random identifier in the cookie named above so that your next visit counts as the same visitor.",
    /** Each event by its key (event-catalogue.ts): when it is sent and what its fields hold. */
    events: EVENT_WORDS,
    /** The fields of every event, or of one kind of event (recorded-data.ts). */
    fields: FIELD_WORDS,
    /** What each item kept in the browser is for and how long it stays (recorded-data.ts). */
    stored: STORED_WORDS,
  },
} as const;
