import { formatPolicyDate } from "../config/policy-date";
import { LANGUAGES, type Language } from "./languages";

/**
 * "2025-06-06" as each language writes a date in running text: English as the policy always has
 * ("June 6th, 2025"), German "6. Juni 2025", Spanish "6 de junio de 2025".
 */
export const formatLongDate = (isoDate: string, language: Language): string =>
  language === "en"
    ? formatPolicyDate(isoDate)
    : new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(LANGUAGES[language].locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });

/** 1.5 → "1.5" in English, "1,5" in German and Spanish. */
export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(LANGUAGES[language].locale, { maximumFractionDigits: 2 }).format(value);
