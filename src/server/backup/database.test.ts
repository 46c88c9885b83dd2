import { describe, expect, it } from "vitest";
import { pgToolCommand } from "./database";

describe("pg_dump and pg_restore command lines", () => {
  it("carry the URL without its password, which goes to the child's PGPASSWORD", () => {
    const url = "postgres://amt:s3cr%40t%2Fpw@db.internal:5433/amt?sslmode=require";
    const dump = pgToolCommand("pg_dump", url, "/tmp/db.dump");
    expect(dump.args).toEqual([
      "--format=custom",
      "--compress=0",
      "--no-owner",
      "--no-acl",
      "--file=/tmp/db.dump",
      "--dbname=postgres://amt@db.internal:5433/amt?sslmode=require",
    ]);
    expect(dump.env).toEqual({ PGPASSWORD: "s3cr@t/pw" });
    const restore = pgToolCommand("pg_restore", url, "/tmp/db.dump");
    expect(restore.args).toEqual([
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      "--single-transaction",
      "--dbname=postgres://amt@db.internal:5433/amt?sslmode=require",
      "/tmp/db.dump",
    ]);
    expect(restore.env).toEqual({ PGPASSWORD: "s3cr@t/pw" });
    for (const arg of [...dump.args, ...restore.args]) expect(arg).not.toMatch(/s3cr/);
  });

  it("takes a password given as a query parameter off the command line too", () => {
    const dump = pgToolCommand("pg_dump", "postgresql://amt@localhost/amt?password=hunter2&application_name=backup", "/tmp/db.dump");
    expect(dump.args.join(" ")).not.toMatch(/hunter2/);
    expect(dump.args.at(-1)).toBe("--dbname=postgresql://amt@localhost/amt?application_name=backup");
    expect(dump.env).toEqual({ PGPASSWORD: "hunter2" });
  });

  it("sets no PGPASSWORD for a URL without a password", () => {
    expect(pgToolCommand("pg_dump", "postgres://amt@localhost/amt", "/tmp/db.dump")).toMatchObject({
      env: {},
      args: expect.arrayContaining(["--dbname=postgres://amt@localhost/amt"]),
    });
  });
});
