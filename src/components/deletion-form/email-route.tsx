import React, { useState, type ReactNode, type Ref } from "react";
import { useLanguage, useTexts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";
import { deletionMailto, deletionRequestText, type DeletionRequest } from "./deletion-mailto";
import * as styles from "./deletion-form.module.css";

type CopyState = "idle" | "copied" | "failed";

type EmailRouteProps = {
  request: DeletionRequest;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  children: ReactNode;
  /** The button after the email actions: "Try again" or "Start over". */
  retry: { label: string; onClick: () => void };
  deletionDays: number;
  onCopy: (message: string) => void;
};

/** The request as an email the visitor sends themselves: the route that never depends on us. */
export const EmailRoute = ({
  request,
  headingRef,
  title,
  children,
  retry,
  deletionDays,
  onCopy,
}: EmailRouteProps) => {
  const [copy, setCopy] = useState<CopyState>("idle");
  const { emailRoute: t, mail } = useTexts("deletion");
  const language = useLanguage();
  const words = { mail, language };
  const text = deletionRequestText(request, words);

  const copyRequest = () => {
    const done = (result: CopyState, message: string) => {
      setCopy(result);
      onCopy(message);
    };
    const copied = () =>
      done("copied", fill(t.copiedAnnouncement, { contactEmail: request.contactEmail }));
    const failed = () => done("failed", t.copyFailedAnnouncement);
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(text).then(copied, failed);
  };

  return (
    <div className={styles.emailRoute}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.emailRouteHeading}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>
        <a className={styles.primary} href={deletionMailto(request, words)}>
          {t.emailRequest}
        </a>
        <button type="button" className={styles.secondary} onClick={copyRequest}>
          {copy === "copied" ? t.copied : t.copy}
        </button>
        <button type="button" className={styles.secondary} onClick={retry.onClick}>
          {retry.label}
        </button>
      </div>
      <figure className={styles.request}>
        <figcaption className={styles.requestCaption}>{t.requestCaption}</figcaption>
        <pre className={styles.requestText}>{text}</pre>
      </figure>
      <p className={styles.note}>{plural(t.sameHandling, deletionDays, language)}</p>
    </div>
  );
};
