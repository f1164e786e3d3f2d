/** Settings the build bakes into the editor's script (scripts/cms/build-editor.cjs). */
export type EditorSettings = {
  /** Where the host shows its builds (CMS_DEPLOYS_URL, or found from the host); "" if unknown. */
  deploysUrl: string;
  /** The file `npm run cms` writes with the build's state; a host has none. */
  buildStatusUrl: string;
  /** The site's name (GATSBY_PRODUCT_NAME), which the top bar's site link reads; "" if unknown. */
  siteName: string;
};

declare const EDITOR_SETTINGS: EditorSettings | undefined;

export const DEFAULT_SETTINGS: EditorSettings = {
  deploysUrl: "",
  buildStatusUrl: "/admin/build-status.json",
  siteName: "",
};

export const editorSettings = (): EditorSettings =>
  typeof EDITOR_SETTINGS === "undefined" ? DEFAULT_SETTINGS : EDITOR_SETTINGS;
