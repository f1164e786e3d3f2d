import React, { useEffect, useState } from "react";
import { useAnalytics } from "../../analytics";
import { recipePrinted, recipeScaled } from "../../analytics/recipe-events";
import type { RecipeDetailsNode } from "../../recipes/recipe-details";
import type { ScalableLine } from "../../recipes/scaling/scalable-line";
import { formatAmount, scaleLine } from "../../recipes/scaling/scale-line";
import { searchWithServings, servingsFromSearch } from "../../recipes/scaling/servings";
import { MethodLayout } from "../recipe-page/recipe-method";
import * as textStyles from "../recipe-page/recipe-text.module.css";
import { youHave } from "../../fridge/you-have";
import { useHadLines } from "../recipe-page/use-had-lines";
import { stepAnchor } from "../seo/step-anchor";
import { SpriteArt } from "../svg-sprite/sprite-art";
import { useTexts } from "../../i18n/texts";
import { scaledNote } from "./cook-tools-text";
import { KeepScreenOn } from "./keep-screen-on";
import { ServingsControl } from "./servings-control";
import { useChecklist, type ChecklistName } from "./use-checklist";
import { wakeLockSupported } from "./use-wake-lock";
import * as styles from "./cook-tools.module.css";

/** One "Recipe Scaled" per settled choice, not one per press of "+". */
export const SCALED_SETTLE_MS = 1000;

/** The servings chosen, kept in the address (`?serves=8`) so a scaled recipe can be shared. */
const useServings = (slug: string, original: number | null) => {
  const analytics = useAnalytics();
  const [servings, setServings] = useState(() =>
    original === null ? null : servingsFromSearch(window.location.search, original),
  );
  useEffect(() => {
    if (original === null || servings === null) return;
    const { pathname, search, hash } = window.location;
    const next = searchWithServings(search, servings, original);
    if (next !== search) {
      window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
    }
  }, [servings, original]);
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    if (!chosen || servings === null) return;
    const timer = window.setTimeout(
      () => analytics.track(recipeScaled(slug, servings)),
      SCALED_SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [chosen, servings, slug, analytics]);
  const choose = (value: number) => {
    setChosen(true);
    setServings(value);
  };
  return { servings, choose };
};

const usePrintedEvent = (slug: string) => {
  const analytics = useAnalytics();
  useEffect(() => {
    const onPrint = () => analytics.track(recipePrinted(slug));
    window.addEventListener("beforeprint", onPrint);
    return () => window.removeEventListener("beforeprint", onPrint);
  }, [slug, analytics]);
};

type CheckItemProps = {
  list: ChecklistName;
  index: number;
  checked: boolean;
  onToggle: (list: ChecklistName, index: number) => void;
  children: string;
};

const CheckItem = ({ list, index, checked, onToggle, children }: CheckItemProps) => (
  <label className={styles.check}>
    <input
      type="checkbox"
      className={list === "steps" ? styles.stepBox : styles.ingredientBox}
      checked={checked}
      onChange={() => onToggle(list, index)}
    />
    <span>{children}</span>
  </label>
);

type CookMethodProps = { recipe: RecipeDetailsNode; amounts: ScalableLine[] };

/** The ingredients and method with servings, checklists, "Keep screen on" and printing. */
export const CookMethod = ({ recipe, amounts }: CookMethodProps) => {
  const t = useTexts("cookTools");
  const page = useTexts("recipePage");
  const { youHave: youHaveWords } = useTexts("recipeList");
  const { slug } = recipe;
  const original = recipe.servings ?? null;
  const canScale = original !== null && amounts.some((line) => line.amount !== null);
  const { servings, choose } = useServings(slug, canScale ? original : null);
  const { ticked, toggle, clear, any } = useChecklist(slug);
  const had = useHadLines(recipe.parsedIngredients);
  usePrintedEvent(slug);
  const factor = servings !== null && original !== null ? servings / original : 1;
  const lines = amounts.length === recipe.ingredients.length ? amounts : [];
  const firstOpenStep = recipe.steps.findIndex((_, index) => !ticked("steps", index));
  const anyStepDone = recipe.steps.some((_, index) => ticked("steps", index));

  return (
    <MethodLayout
      tools={
        <div
          className={`${textStyles.toolsRoom} ${styles.toolbar}`}
          role="group"
          aria-label={t.toolsLabel}
        >
          {canScale && servings !== null && original !== null && (
            <ServingsControl
              original={original}
              servings={servings}
              format={formatAmount}
              onChange={choose}
            />
          )}
          <span className={styles.actions}>
            {wakeLockSupported() && <KeepScreenOn slug={slug} />}
            <button type="button" className={styles.action} onClick={() => window.print()}>
              {t.print}
            </button>
            <button type="button" className={styles.action} onClick={clear} disabled={!any}>
              {t.clearTicks}
            </button>
          </span>
        </div>
      }
      ingredientsNote={
        <>
          {had && (
            <p className={textStyles.youHave}>
              <SpriteArt name="fridge" className={textStyles.noteIcon} />
              <span>{youHave(had.have, had.total, youHaveWords)}</span>
            </p>
          )}
          {factor !== 1 && original !== null && servings !== null && (
            <p className={styles.scaledNote}>
              {scaledNote(formatAmount(servings), original, t.scaledNote)}
            </p>
          )}
        </>
      }
      ingredients={
        recipe.ingredients.length > 0 && (
          <ul className={`${textStyles.ingredientList} ${styles.checkList}`}>
            {recipe.ingredients.map((ingredient, index) => (
              <li
                key={index}
                className={ticked("ingredients", index) ? styles.done : undefined}
                data-had={had?.lines[index] ? "" : undefined}
              >
                <CheckItem
                  list="ingredients"
                  index={index}
                  checked={ticked("ingredients", index)}
                  onToggle={toggle}
                >
                  {lines[index] ? scaleLine(lines[index], factor) : ingredient}
                </CheckItem>
                {had?.lines[index] && <span className="visually-hidden">{page.hadMark}</span>}
              </li>
            ))}
          </ul>
        )
      }
      steps={
        recipe.steps.length > 0 && (
          <ol className={`${textStyles.stepList} ${styles.checkSteps}`}>
            {recipe.steps.map((step, index) => (
              <li
                key={index}
                id={stepAnchor(index)}
                className={
                  ticked("steps", index)
                    ? styles.done
                    : anyStepDone && index === firstOpenStep
                      ? styles.next
                      : undefined
                }
                aria-current={anyStepDone && index === firstOpenStep ? "step" : undefined}
              >
                <CheckItem
                  list="steps"
                  index={index}
                  checked={ticked("steps", index)}
                  onToggle={toggle}
                >
                  {step}
                </CheckItem>
              </li>
            ))}
          </ol>
        )
      }
    />
  );
};
