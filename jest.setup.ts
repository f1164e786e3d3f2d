import "@testing-library/jest-dom";
import { en } from "./src/i18n/dictionaries";
import { setTextsOutsidePages } from "./src/i18n/texts";
import { setConsentBarPage } from "./src/components/consent-bar/page-words";
import vocabularyFile from "./data/ingredients.json";
import { setVocabularyOutsidePages } from "./src/components/fridge-picker/picker-vocabulary";
import { pickerVocabulary, type Vocabulary } from "./src/ingredients/vocabulary";

// Components rendered on their own read the default language's words, as an English page would.
setTextsOutsidePages({ language: "en", basePath: "/", languages: ["en"], texts: en });
// The fridge picker's ingredients, as an English recipe list's page data hands them over.
setVocabularyOutsidePages(pickerVocabulary(vocabularyFile as Vocabulary, "en"));
setConsentBarPage({ language: "en", words: en.consentBar });
