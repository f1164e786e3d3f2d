/*
 * Recipe editor set-up for the Decap CMS standalone bundle (loaded right after this file).
 * Plain browser JavaScript on purpose: nothing here passes through the site's webpack build,
 * so the CMS adds no byte to the public pages.
 */
(function () {
  "use strict";

  // Register the format, the checks and the previews before Decap reads config.yml.
  window.CMS_MANUAL_INIT = true;

  var FORMAT_NAME = "site-json";
  var RECIPES = "recipes";
  var SHOWCASE = "showcase";
  /* Kept equal to src/recipes/constants.ts and data/recipe.schema.json by scripts/cms tests. */
  var SHOWCASE_SIZE = 24;
  var MIN_WIDTH = 576;
  var MIN_HEIGHT = 432;
  var FIELD_ORDER = [
    "recipeName",
    "author",
    "ingredientAmount",
    "image",
    "slug",
    "formerSlugs",
    "description",
    "ingredients",
    "steps",
    "prepTime",
    "cookTime",
    "servings",
    "datePublished",
    "recipeCategory",
    "recipeCuisine",
    "keywords",
  ];
  /* Kept equal to src/recipes/slug.ts recipePath by scripts/cms/cms-config.test.ts. */
  var recipePagePath = function (slug) {
    return "/recipes/" + slug + "/";
  };
  /* Written by `npm run cms` after each build; absent on a production host. */
  var BUILD_STATUS_URL = "/admin/build-status.json";
  var BUILD_STATUS_POLL_MS = 2000;

  var isEmpty = function (value) {
    return (
      value === "" || value === null || value === undefined ||
      (Array.isArray(value) && value.length === 0)
    );
  };

  /* Spaces around text are never meant; a list item left blank is no item. */
  var trimmed = function (value) {
    if (typeof value === "string") return value.trim();
    if (Array.isArray(value)) {
      return value.map(trimmed).filter(function (item) {
        return !isEmpty(item);
      });
    }
    return value;
  };

  /* The schema's field order, so a save rewrites only the lines that changed. */
  var inFieldOrder = function (data) {
    var keys = Object.keys(data || {});
    var known = FIELD_ORDER.filter(function (key) {
      return keys.indexOf(key) !== -1;
    });
    var others = keys.filter(function (key) {
      return FIELD_ORDER.indexOf(key) === -1;
    });
    var ordered = {};
    known.concat(others).forEach(function (key) {
      var value = trimmed(data[key]);
      // A cleared optional field comes back as "", null or []; the file leaves it out instead.
      if (!isEmpty(value)) ordered[key] = value;
    });
    return ordered;
  };

  var siteJson = {
    fromFile: function (text) {
      return JSON.parse(text);
    },
    toFile: function (data) {
      return JSON.stringify(inFieldOrder(data), null, 2) + "\n";
    },
  };

  /* data/ingredients.json is a top-level list; Decap edits objects, so it is wrapped in one. */
  var LIST_FORMAT_NAME = "list-json";
  var LIST_FIELD = "items";
  var listJson = {
    fromFile: function (text) {
      var list = JSON.parse(text);
      var wrapped = {};
      wrapped[LIST_FIELD] = Array.isArray(list) ? list : [];
      return wrapped;
    },
    toFile: function (data) {
      return JSON.stringify((data && data[LIST_FIELD]) || [], null, 2) + "\n";
    },
  };

  /* As src/recipes/slugify.ts (a test holds them equal): accents dropped, "&" read as "and", other runs one dash. */
  var slugify = function (name) {
    return String(name || "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  };

  var nameKey = function (recipe) {
    return String((recipe && recipe.recipeName) || "")
      .trim()
      .toLowerCase();
  };

  /* What the editor has learnt of the saved recipes and of photo sizes. */
  var known = { recipes: null, photoSizes: {}, lastAddress: null };

  /*
   * Lists the saved recipes through Decap's search, which the name field's widget hands over
   * when it appears, so the checks before Publish do not wait for the preview pane to be open.
   */
  var recipeLister = null;
  var refreshRecipes = function () {
    if (!recipeLister) return Promise.resolve(known.recipes);
    return recipeLister().then(
      function (recipes) {
        known.recipes = recipes;
        return recipes;
      },
      function () {
        return known.recipes;
      },
    );
  };

  var oldAddressesOf = function (recipe, fileSlug) {
    var slugs = (recipe.formerSlugs || []).slice();
    if (fileSlug && slugs.indexOf(fileSlug) === -1) slugs.push(fileSlug);
    return slugs.filter(function (slug) {
      return slug !== recipe.slug;
    });
  };

  /**
   * Plain-language reasons the build would refuse this recipe, from what the editor knows:
   * the other recipes (once the preview has listed them) and the photo's size (once shown).
   */
  var recipeProblems = function (recipe, ownFile, others) {
    var problems = [];
    var name = nameKey(recipe);
    (others || []).forEach(function (other) {
      if (other.file === ownFile) return;
      var data = other.data;
      if (name && nameKey(data) === name) {
        problems.push(
          "Another recipe is already called “" + data.recipeName + "”. Give this one its own name.",
        );
      }
      if (recipe.slug && data.slug === recipe.slug) {
        problems.push(
          "The web address " + recipePagePath(recipe.slug) + " belongs to “" + data.recipeName +
            "”. Choose another address.",
        );
      } else if (recipe.slug && oldAddressesOf(data, other.file).indexOf(recipe.slug) !== -1) {
        problems.push(
          "The web address " + recipePagePath(recipe.slug) + " used to be “" + data.recipeName +
            "”’s and still leads there. Choose another address.",
        );
      }
    });
    var size = recipe.image ? known.photoSizes[recipe.image] : null;
    var small = sizeWarning(size);
    if (small) problems.push(small);
    return problems;
  };

  /* The same words as scripts/cms/photos.cjs, which refuses such a photo when it is saved. */
  var sizeWarning = function (size) {
    if (!size || (size.width >= MIN_WIDTH && size.height >= MIN_HEIGHT)) return null;
    return (
      "This photo is " + size.width + "×" + size.height + " px, too small for the recipe card. " +
      "Choose one of at least " + MIN_WIDTH + "×" + MIN_HEIGHT + " px (1200×900 is ideal)."
    );
  };

  var PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];
  var NOT_A_PHOTO =
    "This file is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and choose it again.";

  /**
   * Why a photo just chosen cannot be used, or null: read from the file in the browser, so a
   * photo the build would refuse never reaches the recipe. An asset Decap has not loaded yet
   * (one already saved) is left to the check when it is saved.
   */
  var photoProblem = function (asset) {
    var file = asset && asset.fileObj;
    if (!file) return Promise.resolve(null);
    if (file.type && PHOTO_TYPES.indexOf(file.type) === -1) return Promise.resolve(NOT_A_PHOTO);
    return new Promise(function (resolve) {
      var image = new Image();
      image.onload = function () {
        resolve(sizeWarning({ width: image.naturalWidth, height: image.naturalHeight }));
      };
      image.onerror = function () {
        resolve(NOT_A_PHOTO);
      };
      image.src = String(asset);
    });
  };

  /*
   * Decap keeps an entry's data as Immutable.js collections and does not expose the library;
   * a list is made from the entry's own (always present) list of media files.
   */
  var asList = function (entry, items) {
    var media = entry.get("mediaFiles");
    return media && typeof media.clear === "function" ? media.clear().concat(items) : items;
  };

  var withValues = function (entry, values) {
    var data = entry.get("data");
    data.keySeq().forEach(function (key) {
      if (!(key in values)) data = data.delete(key);
    });
    Object.keys(values).forEach(function (key) {
      var value = values[key];
      data = data.set(key, Array.isArray(value) ? asList(entry, value) : value);
    });
    return data;
  };

  /**
   * Before Publish writes anything: trims the text, gives a new recipe its address from its
   * name, records an address it leaves so the old one can redirect, and refuses what the build
   * would refuse, with the reason.
   */
  var beforeSave = function (args) {
    return refreshRecipes().then(function () {
      return checkedData(args.entry);
    });
  };

  var checkedData = function (entry) {
    var collection = entry.get("collection");
    var data = entry.get("data").toJS();
    if (collection === "home") {
      var chosen = (data.recipes || []).filter(Boolean);
      if (chosen.length > SHOWCASE_SIZE) {
        throw new Error(
          "The home page shows at most " + SHOWCASE_SIZE + " recipes; " + chosen.length +
            " are chosen. Remove " + (chosen.length - SHOWCASE_SIZE) + ".",
        );
      }
      return entry.get("data").set("recipes", asList(entry, chosen));
    }
    if (collection !== RECIPES) return entry.get("data");

    var recipe = inFieldOrder(data);
    if (!recipe.slug) recipe.slug = slugify(recipe.recipeName);
    if (!recipe.slug) {
      throw new Error(
        "The name has no letters or digits to make a web address from. Fill in “Web address”.",
      );
    }
    var isNew = Boolean(entry.get("newRecord"));
    var fileSlug = isNew ? null : entry.get("slug");
    var saved = null;
    try {
      saved = isNew || !entry.get("raw") ? null : JSON.parse(entry.get("raw"));
    } catch (error) {
      saved = null;
    }
    var former = (recipe.formerSlugs || []).filter(function (slug) {
      return slug !== recipe.slug;
    });
    if (saved && saved.slug && saved.slug !== recipe.slug && former.indexOf(saved.slug) === -1) {
      former.push(saved.slug);
    }
    recipe.formerSlugs = former;

    var problems = recipeProblems(recipe, fileSlug, known.recipes);
    if (problems.length > 0) throw new Error(problems.join(" "));
    known.lastAddress = recipe.slug;
    return withValues(entry, inFieldOrder(recipe));
  };

  var ownFileOf = function (entry) {
    return !entry || entry.get("newRecord") ? null : entry.get("slug");
  };

  /* Built once the bundle has registered its widgets; each wraps one of Decap's own. */
  var makeWidgets = function (h, createClass, cms) {
    var StringControl = cms.getWidget("string").control;
    var ImageControl = cms.getWidget("image").control;

    /* The recipe's name: also lists the saved recipes, and refuses a name one of them has. */
    var RecipeName = createClass({
      componentDidMount: function () {
        var props = this.props;
        if (typeof props.query !== "function") return;
        recipeLister = function () {
          return Promise.resolve(props.query(props.forID, RECIPES, ["recipeName"], "")).then(
            function (action) {
              var hits = (action && action.payload && action.payload.hits) || [];
              return hits.map(function (hit) {
                return { file: hit.slug, data: hit.data || {} };
              });
            },
          );
        };
        refreshRecipes();
      },
      isValid: function () {
        var entry = typeof this.props.getEntry === "function" ? this.props.getEntry() : null;
        var problems = recipeProblems(
          { recipeName: this.props.value },
          ownFileOf(entry),
          known.recipes,
        );
        return problems.length ? { error: { type: "CUSTOM", message: problems[0] } } : true;
      },
      render: function () {
        return h(StringControl, this.props);
      },
    });

    /* The recipe's photo: checked in the browser the moment it is chosen, before Publish. */
    var RecipePhoto = createClass({
      getInitialState: function () {
        return { refused: null, checking: false };
      },
      /*
       * Decap's field asks the control whether to re-render; the image control needs to when the
       * media library hands it a photo (mediaPaths), as its own method says.
       */
      shouldComponentUpdate: function (nextProps, nextState) {
        var props = this.props;
        return (
          (nextState !== undefined && nextState !== this.state) ||
          ["value", "getAsset", "mediaPaths", "classNameWrapper", "hasActiveStyle"].some(
            function (key) {
              return props[key] !== nextProps[key];
            },
          )
        );
      },
      handleChange: function (value) {
        var self = this;
        var props = this.props;
        if (typeof value !== "string" || !value || value === props.value) {
          this.pending = null;
          this.setState({ refused: null, checking: false });
          props.onChange(value);
          return;
        }
        if (this.pending === value) return;
        this.pending = value;
        this.setState({ refused: null, checking: true });
        photoProblem(props.getAsset(value, props.field)).then(function (problem) {
          if (self.pending !== value) return;
          self.pending = null;
          if (problem) {
            // The media library would otherwise offer the refused file to the field again.
            var control = props.mediaPaths && props.mediaPaths.findKey
              ? props.mediaPaths.findKey(function (path) {
                  return path === value;
                })
              : null;
            if (control) props.onRemoveInsertedMedia(control);
            self.setState({ refused: "Not added. " + problem, checking: false });
            return;
          }
          self.setState({ checking: false });
          self.props.onChange(value);
        });
      },
      render: function () {
        var control = h(
          ImageControl,
          Object.assign({}, this.props, { onChange: this.handleChange }),
        );
        var note = this.state.refused
          ? h("p", { className: "photo-note photo-refused", role: "alert" }, this.state.refused)
          : this.state.checking
            ? h("p", { className: "photo-note", role: "status" }, "Checking the photo…")
            : null;
        return h("div", null, control, note);
      },
    });

    return { name: RecipeName, photo: RecipePhoto };
  };

  var fridgeIcon = function (h, className) {
    return h(
      "svg",
      {
        className: className,
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

  var formatDuration = function (minutes) {
    var hours = Math.floor(minutes / 60);
    var rest = minutes % 60;
    if (hours === 0) return rest + " min";
    return rest === 0 ? hours + " hr" : hours + " hr " + rest + " min";
  };

  var fraction = function (amount) {
    var match = /^(\d+)\/(\d+)$/.exec(amount || "");
    return match ? { have: Number(match[1]), total: Number(match[2]) } : null;
  };

  var isNumber = function (value) {
    return typeof value === "number" && !isNaN(value);
  };

  /* Built once the bundle has defined window.h (React.createElement) and window.createClass. */
  var makePreviews = function (h, createClass) {
    var remember = function (image) {
      return function (event) {
        var img = event.target;
        known.photoSizes[image] = { width: img.naturalWidth, height: img.naturalHeight };
      };
    };

    var Card = function (props) {
      var recipe = props.recipe;
      return h(
        "article",
        { className: "card" },
        h(
          "div",
          { className: "image" },
          props.src ? h("img", { src: props.src, alt: "", onLoad: props.onLoad }) : null,
        ),
        h(
          "div",
          { className: "body" },
          h("h3", { className: "name" }, recipe.recipeName || "Untitled recipe"),
          h("p", { className: "author" }, "by " + (recipe.author || "…")),
          h(
            "p",
            { className: "match" },
            fridgeIcon(h, "fridge"),
            h("span", null, recipe.ingredientAmount || "?/10"),
          ),
        ),
      );
    };

    var Warnings = function (props) {
      if (!props.warnings.length) return null;
      return h(
        "ul",
        { className: "preview-warnings" },
        props.warnings.map(function (warning) {
          return h("li", { key: warning }, warning);
        }),
      );
    };

    var facts = function (recipe) {
      var list = [];
      if (isNumber(recipe.prepTime)) list.push(["Prep", formatDuration(recipe.prepTime)]);
      if (isNumber(recipe.cookTime)) list.push(["Cook", formatDuration(recipe.cookTime)]);
      if (isNumber(recipe.prepTime) && isNumber(recipe.cookTime)) {
        list.push(["Total", formatDuration(recipe.prepTime + recipe.cookTime)]);
      }
      if (isNumber(recipe.servings)) list.push(["Serves", String(recipe.servings)]);
      return list;
    };

    /* The recipe page's text, with the class names copy-assets gives recipe-text.css. */
    var Page = function (props) {
      var recipe = props.recipe;
      var match = fraction(recipe.ingredientAmount);
      var ingredients = (recipe.ingredients || []).filter(Boolean);
      var steps = (recipe.steps || []).filter(Boolean);
      var tags = [recipe.recipeCategory, recipe.recipeCuisine].filter(Boolean).join(" · ");
      return h(
        "article",
        { className: "page-recipe" },
        h(
          "header",
          { className: "page-hero" },
          h(
            "div",
            { className: "page-photo" },
            props.src ? h("img", { src: props.src, alt: "" }) : null,
          ),
          h(
            "div",
            { className: "page-intro" },
            tags ? h("p", { className: "page-tags" }, tags) : null,
            h("h1", { className: "page-name" }, recipe.recipeName || "Untitled recipe"),
            h("p", { className: "page-author" }, "by " + (recipe.author || "…")),
            recipe.description
              ? h("p", { className: "page-description" }, recipe.description)
              : null,
            h(
              "dl",
              { className: "page-facts" },
              facts(recipe).map(function (fact) {
                return h(
                  "div",
                  { key: fact[0], className: "page-fact" },
                  h("dt", null, fact[0]),
                  h("dd", null, fact[1]),
                );
              }),
              h(
                "div",
                { className: "page-fact page-matchFact" },
                h("dt", null, "Ingredients"),
                h(
                  "dd",
                  null,
                  fridgeIcon(h, "page-fridge"),
                  h("span", null, recipe.ingredientAmount || "?/10"),
                ),
              ),
            ),
            match
              ? h(
                  "p",
                  { className: "page-matchNote" },
                  h(
                    "span",
                    null,
                    match.have + " of the " + match.total +
                      " ingredients are ones most kitchens already have.",
                  ),
                )
              : null,
          ),
        ),
        ingredients.length || steps.length
          ? h(
              "div",
              { className: "page-method" },
              ingredients.length
                ? h(
                    "section",
                    { className: "page-ingredients" },
                    h("h2", { className: "page-sectionHeading" }, "Ingredients"),
                    h(
                      "ul",
                      { className: "page-ingredientList" },
                      ingredients.map(function (item, index) {
                        return h("li", { key: index }, item);
                      }),
                    ),
                  )
                : null,
              steps.length
                ? h(
                    "section",
                    { className: "page-steps" },
                    h("h2", { className: "page-sectionHeading" }, "Method"),
                    h(
                      "ol",
                      { className: "page-stepList" },
                      steps.map(function (item, index) {
                        return h("li", { key: index }, item);
                      }),
                    ),
                  )
                : null,
            )
          : h(
              "p",
              { className: "page-notYet" },
              "The ingredients and method for this recipe are not on the website yet.",
            ),
      );
    };

    /* Lists the saved recipes once per preview, for the checks before Publish. */
    var loadRecipes = function (getCollection, done) {
      if (typeof getCollection !== "function") return;
      getCollection(RECIPES).then(function (entries) {
        known.recipes = entries.map(function (entry) {
          // Decap hands the listed entries' data over as plain objects.
          var data = entry.get("data");
          return { file: entry.get("slug"), data: data && data.toJS ? data.toJS() : data || {} };
        });
        done();
      });
    };

    var RecipePreview = createClass({
      getInitialState: function () {
        return { size: null, listed: false };
      },
      componentDidMount: function () {
        var self = this;
        loadRecipes(this.props.getCollection, function () {
          self.setState({ listed: true });
        });
      },
      onImageLoad: function (event) {
        var image = event.target;
        remember(this.recipe().image)(event);
        this.setState({ size: { width: image.naturalWidth, height: image.naturalHeight } });
      },
      recipe: function () {
        var data = this.props.entry.get("data");
        return data && data.toJS ? data.toJS() : {};
      },
      render: function () {
        var recipe = this.recipe();
        var entry = this.props.entry;
        var ownFile = entry.get("newRecord") ? null : entry.get("slug");
        var address = String(recipe.slug || "").trim() || slugify(recipe.recipeName);
        var warnings = recipeProblems(
          { recipeName: recipe.recipeName, slug: address, image: recipe.image },
          ownFile,
          known.recipes,
        );
        var small = sizeWarning(this.state.size);
        if (small && warnings.indexOf(small) === -1) warnings.push(small);
        var src = recipe.image ? String(this.props.getAsset(recipe.image)) : "";
        return h(
          "main",
          { className: "preview" },
          h("h1", { className: "preview-title" }, "Card on the home page"),
          h(
            "p",
            { className: "preview-note" },
            address
              ? "The recipe's page is " + recipePagePath(address) + "."
              : "The recipe's page address is made from its name.",
          ),
          h(
            "div",
            { className: "preview-item" },
            h(Card, { recipe: recipe, src: src, onLoad: this.onImageLoad }),
            h(Warnings, { warnings: warnings }),
          ),
          h("h1", { className: "preview-title preview-page-title" }, "Recipe page"),
          h(Page, { recipe: recipe, src: src }),
        );
      },
    });

    var ShowcasePreview = createClass({
      getInitialState: function () {
        return { listed: false };
      },
      componentDidMount: function () {
        var self = this;
        loadRecipes(this.props.getCollection, function () {
          self.setState({ listed: true });
        });
      },
      render: function () {
        var getAsset = this.props.getAsset;
        var list = this.props.entry.getIn(["data", "recipes"]);
        var chosen = (list && list.toJS ? list.toJS() : []).filter(Boolean);
        var byFile = {};
        (known.recipes || []).forEach(function (recipe) {
          byFile[recipe.file] = recipe.data;
        });
        var over = chosen.length - SHOWCASE_SIZE;
        return h(
          "main",
          { className: "preview" },
          h("h1", { className: "preview-title" }, "Home page showcase"),
          h(
            "p",
            { className: over > 0 ? "preview-note preview-over" : "preview-note" },
            chosen.length + " of " + SHOWCASE_SIZE + " chosen" +
              (over > 0
                ? ": the home page shows at most " + SHOWCASE_SIZE + ", remove " + over + "."
                : ". Visitors see them in this order until the page shuffles them."),
          ),
          h(
            "ol",
            { className: "preview-grid" },
            chosen.map(function (file, index) {
              var recipe = byFile[file];
              var warnings = recipe || !known.recipes ? [] : ["No recipe has the file “" + file + "”."];
              var src = recipe && recipe.image ? String(getAsset(recipe.image)) : "";
              return h(
                "li",
                { key: index + ":" + file, className: "preview-item" },
                h(Card, { recipe: recipe || { recipeName: file }, src: src }),
                h(Warnings, { warnings: warnings }),
              );
            }),
          ),
        );
      },
    });

    return { recipe: RecipePreview, showcase: ShowcasePreview };
  };

  /* `npm run cms` writes the build's state; a production host has no such file. */
  var showBuildStatus = function () {
    var banner = null;
    var last = "";
    var render = function (status) {
      if (!banner) {
        banner = document.createElement("div");
        banner.className = "build-status";
        banner.setAttribute("role", "status");
        document.body.appendChild(banner);
      }
      banner.setAttribute("data-state", status.state);
      banner.textContent = "";
      var text = document.createElement("span");
      var link = null;
      if (status.state === "building") {
        text.textContent = "Building the site with your changes…";
      } else if (status.state === "live") {
        text.textContent = "Live: the site shows your last change.";
        link = document.createElement("a");
        link.href = known.lastAddress ? recipePagePath(known.lastAddress) : "/";
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = "View on site";
      } else {
        text.textContent =
          "The site could not be rebuilt; it still shows the last good version. Fix this, then publish again:";
        var details = document.createElement("pre");
        details.textContent = status.message || "";
        banner.appendChild(text);
        banner.appendChild(details);
        return;
      }
      banner.appendChild(text);
      if (link) banner.appendChild(link);
    };
    var poll = function () {
      fetch(BUILD_STATUS_URL, { cache: "no-store" })
        .then(function (response) {
          if (!response.ok) return null;
          return response.json();
        })
        .then(function (status) {
          if (!status) return;
          var key = JSON.stringify(status);
          if (key !== last) render(status);
          last = key;
          window.setTimeout(poll, BUILD_STATUS_POLL_MS);
        })
        .catch(function () {
          window.setTimeout(poll, BUILD_STATUS_POLL_MS);
        });
    };
    poll();
  };

  document.addEventListener("DOMContentLoaded", function () {
    var CMS = window.CMS;
    var previews = makePreviews(window.h, window.createClass);
    var widgets = makeWidgets(window.h, window.createClass, CMS);
    var string = CMS.getWidget("string");
    var image = CMS.getWidget("image");
    CMS.registerWidget("recipe-name", widgets.name, string.preview, string.schema);
    CMS.registerWidget("recipe-photo", widgets.photo, image.preview, image.schema);
    CMS.registerCustomFormat(FORMAT_NAME, "json", siteJson);
    CMS.registerCustomFormat(LIST_FORMAT_NAME, "json", listJson);
    CMS.registerPreviewStyle("/admin/tokens.css");
    CMS.registerPreviewStyle("/admin/recipe-card.css");
    CMS.registerPreviewStyle("/admin/recipe-text.css");
    CMS.registerPreviewStyle("/admin/preview.css");
    CMS.registerPreviewTemplate(RECIPES, previews.recipe);
    CMS.registerPreviewTemplate(SHOWCASE, previews.showcase);
    CMS.registerEventListener({ name: "preSave", handler: beforeSave });
    CMS.init();
    showBuildStatus();
  });
})();
