import type { Metadata } from "next";
import { siteUrl } from "@/env";
import { pageMetadata } from "./page-head";

/** A route's `generateMetadata`: the registry entry of its path, with the configured site URL. */
export const metadataFor = (path: string) => (): Metadata => pageMetadata(path, siteUrl());
