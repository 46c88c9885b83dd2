import type { CompanyProfile } from "@/modules/identity";

/** Who the demo workspace is: the business its CRM, ad accounts, shop and emails belong to. */
export const demoCompanyProfile: CompanyProfile = {
  companyName: "Northwind Coffee",
  website: "https://www.northwindcoffee.example",
  industry: "Specialty coffee roaster",
  size: "51-200",
  description:
    "Northwind Coffee roasts specialty coffee in Seattle and serves it in four cafés in Seattle and Portland. The web shop sells beans, coffee subscriptions, brewing gear and gift cards in the US, Canada, the UK, Europe and Australia; cafés, hotels, offices and grocers buy it wholesale.",
  products: [
    { name: "Coffee subscription", valueProposition: "Freshly roasted beans at the door every two or four weeks; skip or pause any time." },
    { name: "Single-origin beans", valueProposition: "Seasonal coffees from Ethiopia, Colombia, Kenya and Guatemala, roasted to order." },
    { name: "House espresso blend", valueProposition: "Chocolate and caramel, made for milk drinks at home and in cafés." },
    { name: "Brewing gear", valueProposition: "Grinders, pour-over drippers and kettles we use in our own cafés." },
    { name: "Gift cards", valueProposition: "Good online and in every Northwind café." },
    { name: "Wholesale and office coffee", valueProposition: "Beans, equipment and barista training for cafés, hotels and offices." },
  ],
  audiences: [
    {
      name: "Home brewers",
      description: "Coffee lovers who brew at home and buy beans online.",
      painsAndGoals: "Want fresh coffee without running out; like to learn to brew better.",
    },
    {
      name: "Café and hotel buyers",
      description: "Owners and managers who choose the coffee they serve.",
      painsAndGoals: "Need consistent quality, reliable delivery and staff training.",
    },
    {
      name: "Office managers",
      description: "People who run the office kitchen.",
      painsAndGoals: "Want coffee the team likes, delivered on schedule, on one invoice.",
    },
  ],
  competitors: [],
  toneTraits: ["friendly", "concise", "inspiring"],
  toneExamples: ["This month's roast tastes of blueberry and dark chocolate. Brew it as pour-over to taste both."],
  wordsToUse: ["freshly roasted", "single origin", "brew"],
  wordsToAvoid: ["cheap", "instant"],
  brandColors: ["#1f3a2e", "#c8a165"],
};
