/**
 * Instagram Ads stand-in: the shared Meta Graph fake seeded with its own ad accounts (USD/GBP),
 * whose campaigns also deliver on Facebook, Audience Network and Messenger.
 */
import type { FakeServer } from "../../fakes/kit";
import { expectedMetaDay, metaFakeAccounts, type ExpectedDay } from "../meta/fake-data";
import { startMetaFake, type MetaFakeOptions } from "../meta/fake-server";

export const instagramAdsFakeAccounts = () => metaFakeAccounts("instagram-ads");

export function startInstagramAdsFake(options?: MetaFakeOptions): Promise<FakeServer> {
  return startMetaFake("instagram-ads", options);
}

/** What the warehouse must hold for an account's day: the instagram placement only. */
export function expectedDaily(accountId: string, day: string, version = 0): ExpectedDay {
  return expectedMetaDay("instagram-ads", accountId, day, version, ["instagram"]);
}
