/** Facebook Ads stand-in: the shared Meta Graph fake seeded with its own ad accounts (USD/EUR/JPY). */
import type { FakeServer } from "../../fakes/kit";
import { expectedMetaDay, metaFakeAccounts, type ExpectedDay } from "../meta/fake-data";
import { startMetaFake, type MetaFakeOptions } from "../meta/fake-server";

export const facebookAdsFakeAccounts = () => metaFakeAccounts("facebook-ads");

export function startFacebookAdsFake(options?: MetaFakeOptions): Promise<FakeServer> {
  return startMetaFake("facebook-ads", options);
}

/** What the warehouse must hold for an account's day (every placement), in the account's time zone. */
export function expectedDaily(accountId: string, day: string, version = 0): ExpectedDay {
  return expectedMetaDay("facebook-ads", accountId, day, version);
}
