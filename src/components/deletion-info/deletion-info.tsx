import * as React from "react";
import { DELETION_CONFIRMATION, DELETION_DAYS } from "../../config/policy";
import * as styles from "./deletion-info.module.css";

type DeletionInfoProps = {
  productName: string;
  company: string;
  contactEmail: string;
  securityLogDays: number;
};

/** "Acme, Inc." already ends its sentence; a second full stop would read as a typo. */
const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

export const DeletionInfo = ({
  productName,
  company,
  contactEmail,
  securityLogDays,
}: DeletionInfoProps) => {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  return (
    <div className={styles.info}>
      <p className={styles.lead}>
        {productName} is made by {endSentence(company)} This page lets you ask us to delete your{" "}
        {productName} account and all the data that belongs to it.
      </p>

      <section className={styles.block}>
        <h2 className={styles.heading}>How to request deletion</h2>
        <ol>
          <li>Enter the email address of your {productName} account in the form on this page.</li>
          <li>We delete your account and its data within {DELETION_DAYS} days.</li>
          <li>{DELETION_CONFIRMATION}</li>
        </ol>
      </section>

      <div className={styles.cards}>
        <section className={styles.card}>
          <h2 className={styles.heading}>What we delete</h2>
          <ul>
            <li>your account: email address and password;</li>
            <li>your profile: display name, profile image and settings;</li>
            <li>your saved recipes and collections;</li>
            <li>your cooked-meal history;</li>
            <li>your pantry and grocery lists, including custom ingredients;</li>
            <li>your notes and ingredient expiry dates;</li>
            <li>your food preferences, allergens and dietary choices.</li>
          </ul>
        </section>

        <section className={styles.card}>
          <h2 className={styles.heading}>What we may keep</h2>
          <p>
            We may keep a small amount of information only where we must, for legal,
            fraud-prevention or security reasons:
          </p>
          <ul>
            <li>a record of your deletion request, so we can show that we carried it out;</li>
            <li>records the law requires us to keep, for as long as the law requires;</li>
            <li>security logs, for up to {securityLogDays} days.</li>
          </ul>
          <p>
            We keep this information only as long as those obligations require, and then delete it.
          </p>
        </section>
      </div>

      <section className={styles.block}>
        <h2 className={styles.heading}>Other ways to delete your data</h2>
        <p>
          You can also delete your account from your account settings in the {productName} app, or
          email us at {mail}.
        </p>
      </section>
    </div>
  );
};
