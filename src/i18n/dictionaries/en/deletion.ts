/**
 * The data-deletion page: its form in every state, what the form writes into the email a visitor
 * can send instead, and what happens to a request. A request is "submitted" only once the provider
 * has confirmed it; every other outcome says plainly that it has not reached us yet.
 */
export const deletion = {
  /**
   * The one email a deletion request brings: sent when the deletion is done, not before (nothing
   * is sent on receipt). Said in these words wherever the site promises it, after the address.
   */
  confirmation: "We send a confirmation email to that address once your data has been deleted.",
  form: {
    label: "Email Address *",
    placeholder: "Enter your email address",
    hint: "Use the email address you sign in to the app with.",
    /** Added to the hint when the build sends nothing itself: the form can only prepare an email. */
    hintEmailRoute: "Submitting opens your email app with the request written out for you to send.",
    submit: "Submit Request",
    submitting: "Submitting...",
    /** Said by the live region while the request is on its way. */
    submittingAnnouncement: "Submitting your request",
    /** Why Submit Request is off while the field is empty, said beside the button. */
    submitOffReason: "Enter your email address to turn on Submit Request.",
    missingAddress: "Enter your email address.",
    malformedAddress:
      "Check the email address: it needs a name, an @ and a domain, as in name@example.com.",
  },
  outcome: {
    receivedTitle: "Request Submitted Successfully",
    received: "We received the request to delete the data of {email}.",
    processedWithin: {
      one: "Your request will be processed within {count} day.",
      other: "Your request will be processed within {count} days.",
    },
    submitAnother: "Submit Another Request",
    /** The title of the view for a request that could not be confirmed. */
    notReachedTitle: "Your request has not reached us yet",
    emailStepTitle: "One more step: send the email",
    tryAgain: "Try again",
    startOver: "Start over",
    notSent:
      "We could not send your request to delete the data of {email} from this page. A content blocker, your network or a fault on our side can stop it.",
    sendByEmail:
      "Please send it to us by email instead. It is already written for you, addressed to {contactEmail}.",
    pressSend:
      "Your email app should now show a message to {contactEmail} asking us to delete the data of {email}. Press Send there: your request reaches us only once that email is sent.",
    noEmailApp: "No email app opened? Copy the request and send it from any email account.",
    /** The plainer view, when the outcome's own code could not be fetched. */
    pleaseEmail: "Please email {contactEmail} to ask us to delete the data of {email}.",
  },
  emailRoute: {
    emailRequest: "Email your request",
    copy: "Copy request",
    copied: "Copied",
    copiedAnnouncement: "Request copied. Paste it into a new email to {contactEmail}.",
    copyFailedAnnouncement: "Copying did not work. Select the request below and copy it yourself.",
    requestCaption: "Your request, ready to send",
    sameHandling: {
      one: "Requests sent by email are handled the same way: we delete your data within {count} day and email you when it is done.",
      other:
        "Requests sent by email are handled the same way: we delete your data within {count} days and email you when it is done.",
    },
  },
  /** The email the form writes out for the visitor to send. */
  mail: {
    subject: "Data Deletion Request",
    body: "Please delete my {productName} account and all the data that belongs to it.",
    product: "Product: {productName}",
    accountEmail: "Account email: {email}",
    date: "Date of request: {date}",
    to: "To: {contactEmail}",
    subjectLine: "Subject: {subject}",
  },
  info: {
    /** A full stop follows unless the text already ends with one ("Acme, Inc."). */
    madeBy: "{productName} is made by {company}",
    lead: "This page lets you ask us to delete your {productName} account and all the data that belongs to it.",
    howTitle: "How to request deletion",
    enterAddress: "Enter the email address of your {productName} account in the form on this page.",
    deleteWithin: {
      one: "We delete your account and its data within {count} day.",
      other: "We delete your account and its data within {count} days.",
    },
    deleteTitle: "What we delete",
    deleted: {
      account: "your account: email address and password;",
      profile: "your profile: display name, profile image and settings;",
      recipes: "your saved recipes and collections;",
      history: "your cooked-meal history;",
      pantry: "your pantry and grocery lists, including custom ingredients;",
      notes: "your notes and ingredient expiry dates;",
      preferences: "your food preferences, allergens and dietary choices.",
    },
    keepTitle: "What we may keep",
    keepIntro:
      "We may keep a small amount of information only where we must, for legal, fraud-prevention or security reasons:",
    kept: {
      record: "a record of your deletion request, so we can show that we carried it out;",
      law: "records the law requires us to keep, for as long as the law requires;",
      securityLogs: {
        one: "security logs, for up to {count} day.",
        other: "security logs, for up to {count} days.",
      },
    },
    keepOutro:
      "We keep this information only as long as those obligations require, and then delete it.",
    otherTitle: "Other ways to delete your data",
    otherWays:
      "You can also delete your account from your account settings in the {productName} app, or email us at {mail}.",
  },
} as const;
