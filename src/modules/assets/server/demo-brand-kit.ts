import "server-only";
import type { BrandKit } from "@/modules/ai";

/**
 * Northwind Coffee's brand kit in the demo workspace: the coffee roaster of the demo's company
 * profile and CRM (subscriptions, single origins, the house blend, gear, gift cards, wholesale).
 * Its name says it is demo data, as the demo's lists and deals do.
 */
export const demoBrandKit: BrandKit = {
  name: "Northwind Coffee (demo)",
  brandName: "Northwind Coffee",
  tagline: "Roasted in Seattle, brewed at your place.",
  description:
    "Northwind Coffee roasts specialty coffee in Seattle and serves it in four cafés in Seattle and Portland. The web shop sells beans, subscriptions, brewing gear and gift cards; cafés, hotels and offices buy it wholesale.",
  audience:
    "Home brewers who buy beans online and want fresh coffee without running out; café, hotel and office buyers who need consistent quality, reliable delivery and staff training.",
  website: "https://www.northwindcoffee.example",
  products: [
    {
      id: "coffee-subscription",
      name: "Coffee subscription",
      description: "Freshly roasted beans at the door every two or four weeks.",
      benefits: ["Never run out of fresh coffee", "Skip, pause or cancel any time"],
      features: ["Delivery every two or four weeks", "Roasted within 48 hours of shipping", "Choose single origins or the house blend"],
    },
    {
      id: "single-origin-beans",
      name: "Single-origin beans",
      description: "Seasonal coffees from Ethiopia, Colombia, Kenya and Guatemala, roasted to order.",
      benefits: ["Taste where each coffee comes from"],
      features: ["Tasting notes and brew guide on every bag", "Whole bean or ground for your brewer"],
    },
    {
      id: "house-espresso-blend",
      name: "House espresso blend",
      description: "Chocolate and caramel, made for milk drinks at home and in cafés.",
      benefits: ["Café-style flat whites at home"],
      features: ["The blend our own cafés pour"],
    },
    {
      id: "brewing-gear",
      name: "Brewing gear",
      description: "Grinders, pour-over drippers and kettles we use in our own cafés.",
      benefits: ["Brew like our baristas"],
      features: [],
    },
    {
      id: "gift-cards",
      name: "Gift cards",
      description: "Good online and in every Northwind café.",
      benefits: [],
      features: [],
    },
    {
      id: "wholesale",
      name: "Wholesale and office coffee",
      description: "Beans, equipment and barista training for cafés, hotels and offices.",
      benefits: ["One supplier for coffee, machines and training"],
      features: ["Barista training for your staff", "Scheduled deliveries on one invoice"],
    },
  ],
  proofPoints: [
    {
      id: "roasted-48h",
      claim: "Roasted within 48 hours of shipping",
      proof: "Every bag is stamped with its roast date; subscription orders roast on Mondays and Thursdays.",
    },
    { id: "four-cafes", claim: "Poured in our own four cafés", proof: "Northwind runs four cafés in Seattle and Portland." },
    {
      id: "direct-origins",
      claim: "Coffees from four origin countries",
      proof: "Single origins from Ethiopia, Colombia, Kenya and Guatemala, listed with their farms on each bag.",
    },
  ],
  offers: [
    { id: "first-bag-free", text: "Your first bag free when you start a subscription" },
    { id: "free-shipping", text: "Free US shipping on orders over $40" },
  ],
  voice: {
    formality: 65,
    humour: 45,
    respect: 35,
    enthusiasm: 60,
    rules: ["Talk about taste before price.", "Write like a barista explaining a coffee: warm, short sentences.", "Say what to do next in the last line."],
  },
  wordsToUse: ["freshly roasted", "single origin", "brew", "tasting notes", "roast date"],
  wordsToAvoid: ["cheap", "instant", "best coffee in the world"],
  bannedClaims: ["Fair trade certified", "Organic", "Cures tiredness"],
  disclaimers: [
    { text: "Subscriptions renew until you pause or cancel them in your account.", channels: ["email", "social-ads", "search-ads"] },
    { text: "Reply STOP to opt out.", channels: ["sms"] },
  ],
  ctaVerbs: ["Brew", "Try", "Subscribe", "Taste", "Shop"],
  emoji: "sparingly",
  casing: "sentence",
  exclamation: "one",
  maxReadingGrade: 7,
  colours: [
    { name: "Forest", hex: "#1f3a2e" },
    { name: "Crema", hex: "#c8a165" },
  ],
  fonts: { heading: "Fraunces", body: "Inter" },
  logos: [],
  exampleCopy: [
    { channel: "all", text: "This month's roast tastes of blueberry and dark chocolate. Brew it as pour-over to taste both." },
    { channel: "email", text: "Your next bag roasts on Monday. Want a different origin this time? Swap it before Sunday night." },
  ],
};
