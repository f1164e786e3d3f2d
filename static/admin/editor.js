/*
 * Recipe editor set-up for the Decap CMS standalone bundle (loaded right after this file).
 * Plain browser JavaScript on purpose: nothing here passes through the site's webpack build,
 * so the CMS adds no byte to the public pages.
 */
(function () {
  "use strict";

  // Register the format and the preview before Decap reads config.yml.
  window.CMS_MANUAL_INIT = true;

  var FORMAT_NAME = "recipes-json";
  var LIST_FIELD = "recipes";
  var FILE_NAME = "recipes";
  /* Kept equal to src/recipes/constants.ts by scripts/cms/cms-config.test.ts. */
  var SHOWCASE_SIZE = 24;
  var MIN_WIDTH = 576;
  var MIN_HEIGHT = 432;

  /* A cleared optional field comes back as "", null or []; the file leaves it out instead. */
  var withoutEmptyFields = function (recipe) {
    var kept = {};
    Object.keys(recipe || {}).forEach(function (key) {
      var value = recipe[key];
      var empty =
        value === "" || value === null || value === undefined ||
        (Array.isArray(value) && value.length === 0);
      if (!empty) kept[key] = value;
    });
    return kept;
  };

  /* data/recipes.json is a top-level list; Decap edits objects, so the list is wrapped in one. */
  var recipesFormat = {
    fromFile: function (text) {
      var list = JSON.parse(text);
      var wrapped = {};
      wrapped[LIST_FIELD] = Array.isArray(list) ? list : [];
      return wrapped;
    },
    toFile: function (data) {
      return JSON.stringify((data[LIST_FIELD] || []).map(withoutEmptyFields), null, 2) + "\n";
    },
  };

  var nameKey = function (recipe) {
    return String(recipe.recipeName || "")
      .trim()
      .toLowerCase();
  };

  var duplicateNames = function (recipes) {
    var seen = {};
    var duplicates = {};
    recipes.forEach(function (recipe) {
      var key = nameKey(recipe);
      if (key && seen[key]) duplicates[key] = true;
      seen[key] = true;
    });
    return duplicates;
  };

  var sizeWarning = function (size) {
    if (!size || (size.width >= MIN_WIDTH && size.height >= MIN_HEIGHT)) return null;
    return (
      "The photo is " + size.width + "×" + size.height + " px; use at least " +
      MIN_WIDTH + "×" + MIN_HEIGHT + " px (1200×900 is ideal)."
    );
  };

  var fridgeIcon = function (h) {
    return h(
      "svg",
      {
        className: "fridge",
        viewBox: "0 0 24 24",
        "aria-hidden": "true",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
      h("rect", { x: 5, y: 2, width: 14, height: 20, rx: 2.5 }),
      h("path", { d: "M5 10h14M8.5 5.5v2M8.5 13v3" }),
    );
  };

  /* Built once the bundle has defined window.h (React.createElement) and window.createClass. */
  var makePreview = function (h, createClass) {
    var CardPreview = createClass({
      getInitialState: function () {
        return { size: null };
      },
      onImageLoad: function (event) {
        var image = event.target;
        this.setState({ size: { width: image.naturalWidth, height: image.naturalHeight } });
      },
      render: function () {
        var recipe = this.props.recipe;
        var warnings = [
          this.props.duplicate ? "Another recipe has this name." : null,
          sizeWarning(this.state.size),
        ].filter(Boolean);
        var src = recipe.image ? String(this.props.getAsset(recipe.image)) : "";
        return h(
          "li",
          { className: "preview-item" },
          h(
            "article",
            { className: "card" },
            h(
              "div",
              { className: "image" },
              src ? h("img", { src: src, alt: "", onLoad: this.onImageLoad }) : null,
            ),
            h(
              "div",
              { className: "body" },
              h("h3", { className: "name" }, recipe.recipeName || "Untitled recipe"),
              h("p", { className: "author" }, "by " + (recipe.author || "…")),
              h("p", { className: "match" }, fridgeIcon(h), h("span", null, recipe.ingredientAmount || "?/10")),
            ),
          ),
          warnings.length
            ? h(
                "ul",
                { className: "preview-warnings" },
                warnings.map(function (warning) {
                  return h("li", { key: warning }, warning);
                }),
              )
            : null,
        );
      },
    });

    return function RecipesPreview(props) {
      var list = props.entry.getIn(["data", LIST_FIELD]);
      var recipes = list && list.toJS ? list.toJS() : [];
      var duplicates = duplicateNames(recipes);
      return h(
        "main",
        { className: "preview" },
        h("h1", { className: "preview-title" }, "Showcase cards"),
        h(
          "p",
          { className: "preview-note" },
          "The home page shows the first " + SHOWCASE_SIZE +
            " recipes in this order, shuffled for each visitor.",
        ),
        h(
          "ol",
          { className: "preview-grid" },
          recipes.map(function (recipe, index) {
            return h(CardPreview, {
              key: index + ":" + (recipe.image || ""),
              recipe: recipe,
              duplicate: Boolean(duplicates[nameKey(recipe)]),
              getAsset: props.getAsset,
            });
          }),
        ),
      );
    };
  };

  document.addEventListener("DOMContentLoaded", function () {
    var CMS = window.CMS;
    CMS.registerCustomFormat(FORMAT_NAME, "json", recipesFormat);
    CMS.registerPreviewStyle("/admin/tokens.css");
    CMS.registerPreviewStyle("/admin/recipe-card.css");
    CMS.registerPreviewStyle("/admin/preview.css");
    CMS.registerPreviewTemplate(FILE_NAME, makePreview(window.h, window.createClass));
    CMS.init();
  });
})();
