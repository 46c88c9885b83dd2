import { describe, expect, it } from "vitest";
import {
  areaPath,
  baselineY,
  labelTiers,
  linePath,
  moveIndex,
  nearestIndex,
  segments,
  tierClass,
  xPosition,
  yTicks,
  type LineChartDatum,
} from "./line-chart-model";
import { formatChartLabel, formatShare, seriesColor } from "./format";

const data: LineChartDatum[] = [
  { x: "2025-03-01", spend: 0, prev: 10 },
  { x: "2025-03-02", spend: 50, prev: null },
  { x: "2025-03-03", spend: null, prev: 30 },
  { x: "2025-03-04", spend: 100, prev: "n/a" },
  { x: "2025-03-05", spend: 80 },
];

describe("line chart geometry", () => {
  it("spreads points over the width and centres a single point", () => {
    expect(xPosition(0, 5)).toBe(0);
    expect(xPosition(4, 5)).toBe(100);
    expect(xPosition(0, 1)).toBe(50);
  });

  it("takes ticks over every series and includes zero", () => {
    expect(yTicks(data, ["spend", "prev"])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(
      yTicks(
        [
          { x: "a", v: 40 },
          { x: "b", v: 60 },
        ],
        ["v"],
        false,
      ),
    ).toEqual([40, 45, 50, 55, 60]);
    expect(yTicks([{ x: "a", v: null }], ["v"])).toEqual([0, 1]);
  });

  it("breaks a line at nulls, missing values and text", () => {
    const ticks = yTicks(data, ["spend"]);
    expect(segments(data, "spend", ticks).map((run) => run.map((p) => p.index))).toEqual([
      [0, 1],
      [3, 4],
    ]);
    expect(segments(data, "prev", ticks).map((run) => run.map((p) => p.index))).toEqual([[0], [2]]);
  });

  it("maps values to y from the top of the plot", () => {
    const [run] = segments(data, "spend", [0, 100]);
    expect(run?.map((p) => p.y)).toEqual([100, 50]);
  });

  it("draws a lone point as a dot and closes areas on the baseline", () => {
    expect(linePath([{ index: 0, x: 50, y: 20 }])).toBe("M50 20L50 20");
    const run = [
      { index: 0, x: 0, y: 40 },
      { index: 1, x: 100, y: 10 },
    ];
    expect(linePath(run)).toBe("M0 40L100 10");
    expect(areaPath(run, 100)).toBe("M0 40L100 10L100 100L0 100Z");
    expect(areaPath(run.slice(0, 1), 100)).toBe("");
  });

  it("puts the area baseline at zero, or at the axis edge nearest zero", () => {
    expect(baselineY([-50, 0, 50])).toBe(50);
    expect(baselineY([0, 100])).toBe(100);
    expect(baselineY([40, 60])).toBe(100);
    expect(baselineY([-60, -40])).toBe(0);
  });
});

describe("line chart x labels drawn without knowing the width", () => {
  it("shows every label where all fit, and thins them, ending on the last point, where they don't", () => {
    // "Mar 5" is 5 characters: 51 px a label, so 4 fit at 240 px, 8 at 448, 13 at 672, 20 at 1024.
    const tiers = labelTiers(28, 5);
    const shownAt = (t: number) => tiers.flatMap((on, i) => (on[t] ? [i] : []));
    expect(shownAt(0)).toEqual([6, 13, 20, 27]);
    expect(shownAt(1)).toEqual([3, 7, 11, 15, 19, 23, 27]);
    expect(shownAt(3).length).toBeLessThanOrEqual(20);
    expect(labelTiers(3, 5).every((on) => on.every(Boolean))).toBe(true);
    expect(labelTiers(0, 5)).toEqual([]);
  });

  it("turns a label's tiers into container-query classes, or null when it never shows", () => {
    expect(tierClass([true, true, true, true])).toBe("");
    expect(tierClass([false, true, true, true])).toBe("hidden @md:block");
    expect(tierClass([true, false, true, true])).toBe("@md:hidden @2xl:block");
    expect(tierClass([false, false, false, true])).toBe("hidden @5xl:block");
    expect(tierClass([false, false, false, false])).toBeNull();
  });
});

describe("line chart interaction", () => {
  it("finds the nearest point to the pointer", () => {
    expect(nearestIndex(0.49, 3)).toBe(1);
    expect(nearestIndex(-1, 3)).toBe(0);
    expect(nearestIndex(2, 3)).toBe(2);
    expect(nearestIndex(0.3, 1)).toBe(0);
  });

  it("moves the highlight with arrows, Home and End", () => {
    expect(moveIndex(null, "ArrowLeft", 5)).toBe(4);
    expect(moveIndex(null, "ArrowRight", 5)).toBe(0);
    expect(moveIndex(2, "ArrowLeft", 5)).toBe(1);
    expect(moveIndex(0, "ArrowLeft", 5)).toBe(0);
    expect(moveIndex(4, "ArrowRight", 5)).toBe(4);
    expect(moveIndex(2, "Home", 5)).toBe(0);
    expect(moveIndex(2, "End", 5)).toBe(4);
    expect(moveIndex(2, "Enter", 5)).toBeUndefined();
    expect(moveIndex(null, "End", 0)).toBeUndefined();
  });
});

describe("chart formatting", () => {
  it("formats ISO days as calendar days without a time-zone shift", () => {
    expect(formatChartLabel("2025-03-05")).toBe("Mar 5");
    expect(formatChartLabel("2025-01-01")).toBe("Jan 1");
    expect(formatChartLabel("Week 12")).toBe("Week 12");
  });

  it("formats shares and guards a zero whole", () => {
    expect(formatShare(421, 1000)).toBe("42.1%");
    expect(formatShare(5, 100)).toBe("5%");
    expect(formatShare(3, 1000)).toBe("0.3%");
    expect(formatShare(1500, 1000)).toBe("150%");
    expect(formatShare(5, 0)).toBe("—");
  });

  it("cycles the theme colours and honours an override", () => {
    expect(seriesColor(0)).toBe("var(--chart-1)");
    expect(seriesColor(6)).toBe("var(--chart-1)");
    expect(seriesColor(2, "red")).toBe("red");
  });
});
