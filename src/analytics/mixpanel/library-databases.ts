/** The IndexedDB databases mixpanel-browser opens (its flags cache and its replay queue). */
export const LIBRARY_DATABASES = ["mixpanelBrowserDb", "mixpanelFlagsDb"] as const;
