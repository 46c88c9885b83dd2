import { describe, expect, it } from "vitest";
import { customHostRewrite } from "./custom-host";

describe("custom domain rewrite", () => {
  it("rewrites a page address on another domain to the hosted route", () => {
    expect(customHostRewrite("Pages.Example.com:443", "app.example.net", "/spring-sale")).toBe("/p/~pages.example.com/spring-sale");
  });
  it("leaves the product's own host, localhost, addresses and product paths alone", () => {
    expect(customHostRewrite("app.example.net", "app.example.net", "/spring-sale")).toBeNull();
    expect(customHostRewrite("localhost:3000", "app.example.net", "/spring-sale")).toBeNull();
    expect(customHostRewrite("127.0.0.1:3000", "app.example.net", "/spring-sale")).toBeNull();
    expect(customHostRewrite("pages.example.com", "app.example.net", "/marketing-dashboard")).toBeNull();
    expect(customHostRewrite("pages.example.com", "app.example.net", "/a/b")).toBeNull();
    expect(customHostRewrite("pages.example.com", "app.example.net", "/")).toBeNull();
  });
});
