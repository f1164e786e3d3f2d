import { VOCABULARY_FILE } from "../ingredients/problems";
import { RECIPES_DIR, SHOWCASE_FILE } from "../recipes/recipe-files";
import { recipeListPath } from "../recipes/list-pages";
import { HOME, INGREDIENTS, RECIPES, beforeSave } from "./before-save";
import { decapWindow, react } from "./decap";
import {
  captureBackend,
  findStore,
  keepRecoveredDrafts,
  openMovedEntries,
} from "./decap-internals";
import { beforeDelete } from "./delete-recipe";
import {
  keepBackupsCurrent,
  markDraftsInList,
  mountDiscardButton,
  nameInDeleteQuestions,
} from "./drafts";
import { LIST_JSON, RECIPE_JSON, SITE_JSON, listJson, recipeJson, siteJson } from "./formats";
import { applyPhrases, backupQuestion, deleteQuestions, leaveQuestion } from "./locale";
import type { FieldLabel } from "./plain-words";
import { makePreviews } from "./previews";
import { nameShelvesInList } from "./shelf-names";
import { answerPublish, mountNotice } from "./publish-answer";
import { repositoryOf } from "./repository";
import { createSession, type Session } from "./session";
import { editorSettings } from "./settings";
import { mountStatus } from "./status";
import { keepToolbarWords } from "./toolbar-words";
import { makeIngredientLine } from "./widgets/ingredient-line";
import { makeRecipeAddress } from "./widgets/recipe-address";
import { makeRecipeName } from "./widgets/recipe-name";
import { makeRecipePhoto } from "./widgets/recipe-photo";
import { makeShowcaseList } from "./widgets/showcase-list";
import { makeUndoList } from "./widgets/undo-list";

/*
 * The recipe editor: Decap CMS (public/admin/decap-cms.js, loaded right after this script) with
 * the site's formats, fields, previews and checks. Built from these modules by the build
 * (scripts/cms/build-editor.cjs); it shares the content rules with the build itself.
 */

type ConfigField = { name: string; label?: string; fields?: ConfigField[] };
type ConfigCollection = {
  name: string;
  fields?: ConfigField[];
  files?: { name: string; fields?: ConfigField[] }[];
};

const STORE_WAIT_MS = 50;
const STORE_TRIES = 600;

/** The field's label in config.yml, as Decap loaded it, for the file that holds it. */
const labelsFrom =
  (collections: readonly ConfigCollection[]): FieldLabel =>
  (file, field) => {
    const named = (name: string) => collections.find((collection) => collection.name === name);
    const fields =
      file === SHOWCASE_FILE
        ? named(HOME)?.files?.[0]?.fields
        : file === VOCABULARY_FILE
          ? named(INGREDIENTS)?.files?.[0]?.fields
          : file.startsWith(`${RECIPES_DIR}/`)
            ? named(RECIPES)?.fields
            : undefined;
    return fields?.find(({ name }) => name === field)?.label;
  };

const afterStoreAppears = (found: (store: NonNullable<ReturnType<typeof findStore>>) => void) => {
  let tries = 0;
  const look = () => {
    const store = findStore();
    if (store) found(store);
    else if ((tries += 1) < STORE_TRIES) window.setTimeout(look, STORE_WAIT_MS);
  };
  look();
};

const start = () => {
  const { cms } = react();
  const settings = editorSettings();
  const repository = repositoryOf(captureBackend(cms));
  const session: Session = createSession();
  let label: FieldLabel = () => undefined;
  const context = {
    repository,
    session,
    label: (file: string, field: string) => label(file, field),
  };
  let pending: Session["lastSaved"] | undefined;
  const savedNow = () => {
    if (pending) session.saved({ ...pending, at: Date.now() });
    pending = undefined;
  };

  const string = cms.getWidget("string");
  const image = cms.getWidget("image");
  const list = cms.getWidget("list");
  cms.registerWidget(
    "recipe-name",
    makeRecipeName(repository, context.label),
    string.preview,
    string.schema,
  );
  cms.registerWidget(
    "recipe-address",
    makeRecipeAddress(repository),
    string.preview,
    string.schema,
  );
  cms.registerWidget("recipe-photo", makeRecipePhoto(session), image.preview, image.schema);
  cms.registerWidget(
    "ingredient-line",
    makeIngredientLine(repository),
    string.preview,
    string.schema,
  );
  cms.registerWidget("showcase-list", makeShowcaseList(repository), list.preview);
  // Every list of the forms: Decap's own, with Undo after a removal (widgets/undo-list.ts).
  cms.registerWidget("list", makeUndoList(list.control), list.preview, list.schema);
  cms.registerCustomFormat(SITE_JSON, "json", siteJson);
  cms.registerCustomFormat(RECIPE_JSON, "json", recipeJson);
  cms.registerCustomFormat(LIST_JSON, "json", listJson);
  ["tokens.css", "recipe-card.css", "recipe-text.css", "preview.css"].forEach((file) =>
    cms.registerPreviewStyle(`/admin/${file}`),
  );
  const previews = makePreviews(repository, session, context.label);
  cms.registerPreviewTemplate(RECIPES, previews.recipe);
  cms.registerPreviewTemplate("showcase", previews.showcase);
  const notice = mountNotice();
  answerPublish(notice);
  const check = beforeSave(context, (saved) => {
    pending = { ...saved, at: 0 };
  });
  cms.registerEventListener({
    name: "preSave",
    handler: (args) =>
      check(args).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        notice.show(/^Not (published|saved)/.test(message) ? message : `Not published: ${message}`);
        throw error;
      }),
  });
  cms.registerEventListener({
    name: "postSave",
    handler: () => {
      notice.close();
      savedNow();
    },
  });
  cms.registerEventListener({
    name: "preUnpublish",
    handler: beforeDelete(repository, ({ file, name }) => {
      pending = { file, name, sitePath: recipeListPath(1), at: 0 };
    }),
  });
  cms.registerEventListener({ name: "postUnpublish", handler: savedNow });
  applyPhrases(cms);
  cms.init();
  mountStatus({ session, repository, settings, label: context.label });
  markDraftsInList();
  nameShelvesInList();
  keepToolbarWords(settings.siteName);
  afterStoreAppears((store) => {
    keepRecoveredDrafts(store, backupQuestion(cms));
    keepBackupsCurrent(store);
    nameInDeleteQuestions(store, deleteQuestions());
    mountDiscardButton(store, { leaveQuestion: leaveQuestion(cms) });
    openMovedEntries(store, leaveQuestion(cms));
    const labelsLoaded = () => {
      const { config } = store.getState() as unknown as {
        config?: { collections?: ConfigCollection[] };
      };
      if (config?.collections) label = labelsFrom(config.collections);
      return Boolean(config?.collections);
    };
    if (labelsLoaded()) return;
    const stop = store.subscribe(() => {
      if (labelsLoaded()) stop();
    });
  });
};

// Decap must wait until the formats, fields and checks above are registered.
decapWindow().CMS_MANUAL_INIT = true;
document.addEventListener("DOMContentLoaded", start);
