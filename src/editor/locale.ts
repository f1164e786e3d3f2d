import type { Cms } from "./decap";

type Phrases = { [key: string]: string | Phrases };

/**
 * Decap's English where it says something untrue or unclear here: "Published" while the site may
 * not show the change yet (the status box says when it does), a required-field warning for any
 * refusal, a glyph some systems lack on the "New" button, "persist" and "View Live"; and
 * "Writing in Ingredients collection", which a phone's toolbar has no room for.
 */
export const PHRASES: Phrases = {
  collection: {
    collectionTop: { newButton: "New %{collectionLabel}" },
  },
  editor: {
    editor: {
      onDeletePublishedEntry:
        "Delete this recipe? Its page then leads to the recipe list, and the home page stops showing it.",
      onDeleteWithUnsavedChanges:
        "Delete this recipe, and the changes you have not published? Its page then leads to the recipe list, and the home page stops showing it.",
    },
    editorToolbar: {
      backCollection: "Back to %{collectionLabel}",
      published: "Saved",
      deployButtonLabel: "View on site",
    },
  },
  ui: {
    toast: {
      missingRequiredField:
        "Not published yet: a field needs attention. Its message is shown above it, in red.",
      onFailToPersist: "Not saved. %{details}",
      onFailToDelete: "Not deleted. %{details}",
    },
  },
};

const merged = (base: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(changes)])].map((key) => {
      const before = base[key];
      const after = changes[key];
      if (after === undefined) return [key, before];
      if (typeof after === "string" || typeof before !== "object") return [key, after];
      return [key, merged(before, after)];
    }),
  ) as Phrases;

/** Replaces those phrases in Decap's English, before Decap starts. */
export const applyPhrases = (cms: Cms): void => {
  const english = (cms.getLocale("en") ?? {}) as Phrases;
  cms.registerLocale("en", merged(english, PHRASES));
};

type EditorPhrases = { editor?: { editor?: { confirmLoadBackup?: string; onLeavePage?: string } } };

/** Decap's questions before it deletes an entry, as set above. */
export const deleteQuestions = (): string[] => {
  const { onDeletePublishedEntry, onDeleteWithUnsavedChanges } = (
    PHRASES.editor as { editor: Record<string, string> }
  ).editor;
  return [onDeletePublishedEntry ?? "", onDeleteWithUnsavedChanges ?? ""];
};

/** Decap's question before it leaves a form with unsaved changes. */
export const leaveQuestion = (cms: Cms): string =>
  (cms.getLocale("en") as EditorPhrases)?.editor?.editor?.onLeavePage ?? "";

/** Decap's question when it finds a draft kept in the browser. */
export const backupQuestion = (cms: Cms): string =>
  (cms.getLocale("en") as EditorPhrases)?.editor?.editor?.confirmLoadBackup ?? "";
