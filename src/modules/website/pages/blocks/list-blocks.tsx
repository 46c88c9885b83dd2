import { list, safeHref, str } from "../safe";
import type { BlockDefinition, BlockProps } from "./types";

type Item = Record<string, unknown>;
const text = (label: string) => ({ type: "text" as const, label });
const textarea = (label: string) => ({ type: "textarea" as const, label });

function Features(props: BlockProps) {
  return (
    <section className="aimt-features">
      {str(props.heading, 200) && <h2>{str(props.heading, 200)}</h2>}
      <ul className="aimt-grid">
        {list<Item>(props.items, 12).map((item, i) => (
          <li key={i}>
            <h3>{str(item.title, 120)}</h3>
            <p>{str(item.text, 400)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials(props: BlockProps) {
  return (
    <section className="aimt-testimonials">
      {str(props.heading, 200) && <h2>{str(props.heading, 200)}</h2>}
      <div className="aimt-grid">
        {list<Item>(props.items, 9).map((item, i) => (
          <figure key={i}>
            <blockquote>{str(item.quote, 600)}</blockquote>
            <figcaption>
              {str(item.name, 80)}
              {str(item.role, 120) && <span>{str(item.role, 120)}</span>}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function Pricing(props: BlockProps) {
  return (
    <section className="aimt-pricing">
      {str(props.heading, 200) && <h2>{str(props.heading, 200)}</h2>}
      <div className="aimt-grid">
        {list<Item>(props.plans, 4).map((plan, i) => (
          <article key={i} className={plan.highlighted === "yes" ? "aimt-plan aimt-plan-highlighted" : "aimt-plan"}>
            <h3>{str(plan.name, 80)}</h3>
            <p className="aimt-price">
              {str(plan.price, 40)}
              {str(plan.period, 40) && <span> {str(plan.period, 40)}</span>}
            </p>
            <ul>
              {str(plan.features, 2000)
                .split("\n")
                .map((line) => line.trim())
                .filter(Boolean)
                .slice(0, 12)
                .map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
            </ul>
            {str(plan.buttonLabel, 60) && (
              <a className="aimt-button" href={safeHref(plan.href)} data-aimt-cta={`${str(props.id, 80)}:${i}`}>
                {str(plan.buttonLabel, 60)}
              </a>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

function Faq(props: BlockProps) {
  return (
    <section className="aimt-faq">
      {str(props.heading, 200) && <h2>{str(props.heading, 200)}</h2>}
      {list<Item>(props.items, 20).map((item, i) => (
        <details key={i}>
          <summary>{str(item.question, 200)}</summary>
          <p>{str(item.answer, 1500)}</p>
        </details>
      ))}
    </section>
  );
}

function Columns(props: BlockProps) {
  const columns = list<Item>(props.columns, 4);
  return (
    <section className={`aimt-columns aimt-columns-${Math.max(columns.length, 1)}`}>
      {columns.map((column, i) => (
        <div key={i}>
          {str(column.heading, 120) && <h3>{str(column.heading, 120)}</h3>}
          <p>{str(column.text, 1500)}</p>
        </div>
      ))}
    </section>
  );
}

export const featuresBlock: BlockDefinition = {
  label: "Features",
  fields: {
    heading: text("Heading"),
    items: {
      type: "array",
      label: "Features",
      arrayFields: { title: text("Title"), text: textarea("Text") },
      getItemSummary: (item: Item) => str(item.title) || "Feature",
    },
  },
  defaultProps: {
    heading: "Why people choose us",
    items: [
      { title: "Fast", text: "Say what makes it quick." },
      { title: "Simple", text: "Say what makes it easy." },
      { title: "Trusted", text: "Say who relies on it." },
    ],
  },
  render: Features,
  copyFields: ["heading", "items"],
};

export const testimonialsBlock: BlockDefinition = {
  label: "Testimonials",
  fields: {
    heading: text("Heading"),
    items: {
      type: "array",
      label: "Testimonials",
      arrayFields: { quote: textarea("Quote"), name: text("Name"), role: text("Role or company") },
      getItemSummary: (item: Item) => str(item.name) || "Testimonial",
    },
  },
  defaultProps: { heading: "What customers say", items: [{ quote: "Add a real quote from a customer.", name: "Customer name", role: "" }] },
  render: Testimonials,
  copyFields: ["heading"],
};

export const pricingBlock: BlockDefinition = {
  label: "Pricing",
  fields: {
    heading: text("Heading"),
    plans: {
      type: "array",
      label: "Plans",
      arrayFields: {
        name: text("Plan name"),
        price: text("Price"),
        period: text("Per (e.g. per month)"),
        features: textarea("What's included (one per line)"),
        buttonLabel: text("Button text"),
        href: text("Button link"),
        highlighted: {
          type: "radio",
          label: "Highlight",
          options: [
            { label: "No", value: "no" },
            { label: "Yes", value: "yes" },
          ],
        },
      },
      getItemSummary: (item: Item) => str(item.name) || "Plan",
    },
  },
  defaultProps: {
    heading: "Pricing",
    plans: [
      { name: "Starter", price: "$19", period: "per month", features: "One thing\nAnother thing", buttonLabel: "Choose Starter", href: "#", highlighted: "no" },
    ],
  },
  render: Pricing,
  copyFields: ["heading"],
};

export const faqBlock: BlockDefinition = {
  label: "Questions and answers",
  fields: {
    heading: text("Heading"),
    items: {
      type: "array",
      label: "Questions",
      arrayFields: { question: text("Question"), answer: textarea("Answer") },
      getItemSummary: (item: Item) => str(item.question) || "Question",
    },
  },
  defaultProps: { heading: "Questions", items: [{ question: "A question visitors ask?", answer: "Its answer." }] },
  render: Faq,
  copyFields: ["heading", "items"],
};

export const columnsBlock: BlockDefinition = {
  label: "Columns",
  fields: {
    columns: {
      type: "array",
      label: "Columns",
      max: 4,
      arrayFields: { heading: text("Heading"), text: textarea("Text") },
      getItemSummary: (item: Item) => str(item.heading) || "Column",
    },
  },
  defaultProps: {
    columns: [
      { heading: "First", text: "Text" },
      { heading: "Second", text: "Text" },
    ],
  },
  render: Columns,
  copyFields: ["columns"],
};
