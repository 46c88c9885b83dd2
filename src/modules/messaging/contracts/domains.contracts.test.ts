import { describe, expect, it } from "vitest";
import { domainSmtpFormInput, domainSmtpInput } from "./domains.contracts";

const id = "6f1c2b0e-8a3d-4c5e-9f7a-1b2c3d4e5f60";

describe("the domain SMTP form contract", () => {
  it("keeps the saved password when the box is empty (the procedure's own empty string would remove it)", () => {
    const parsed = domainSmtpFormInput.parse({ id, host: " SMTP.Example.com ", port: "465", secure: true, user: "", password: "" });
    expect(parsed).toEqual({ id, host: "smtp.example.com", port: 465, secure: true, user: null, password: undefined });
    expect(domainSmtpInput.parse(parsed)).toEqual(parsed);
    expect(domainSmtpInput.parse({ id, host: "", password: "" })).toMatchObject({ host: null, password: "" });
  });

  it("sends a typed password, and puts a bad port on the port field", () => {
    expect(domainSmtpFormInput.parse({ id, host: "", port: "587", secure: false, user: "me", password: "pw" }).password).toBe("pw");
    const result = domainSmtpFormInput.safeParse({ id, host: "", port: "0", secure: false, user: "", password: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["port", "Ports run from 1 to 65535"]]);
  });
});
