export const hero = {
  eyebrow: "{productName} for iPhone and Android",
  secondHeadline: "Delicious Curated Recipes, made by chefs not AI",
  detail:
    "Tell {productName} what is in your fridge and pantry. It finds chef-written recipes you can cook tonight, shows how many ingredients you already have, and keeps your grocery list short.",
  fridgeInvitation: "What's in your fridge? Find a recipe",
  imageAlt:
    "The {productName} app on a phone, listing recipes that match the ingredients in your fridge",
} as const;
