import "server-only";
import { requires } from "@/server/trpc/procedures";
import { router } from "@/server/trpc/init";
import {
  addSuppressionInput,
  createTopicInput,
  listSuppressionsInput,
  listTopicsInput,
  suppressionIdInput,
  topicIdInput,
  updateTopicInput,
} from "../contracts/preferences.contracts";
import { addSuppression, listSuppressions, removeSuppression } from "./suppression-list.service";
import { archiveTopic, createTopic, listTopics, updateTopic } from "./topics.service";

/** messaging.preferences.{topics, suppressions}: the preference centre's topics and the suppression list. */
export const preferencesRouter = router({
  topics: router({
    list: requires("messaging.read")
      .input(listTopicsInput)
      .query(({ ctx, input }) => listTopics(ctx.db, ctx.tenant, input)),
    create: requires("messaging.manage")
      .input(createTopicInput)
      .mutation(({ ctx, input }) => createTopic(ctx.db, ctx.tenant, input)),
    update: requires("messaging.manage")
      .input(updateTopicInput)
      .mutation(({ ctx, input }) => updateTopic(ctx.db, ctx.tenant, input)),
    archive: requires("messaging.manage")
      .input(topicIdInput)
      .mutation(({ ctx, input }) => archiveTopic(ctx.db, ctx.tenant, input.id)),
  }),
  suppressions: router({
    list: requires("messaging.read")
      .input(listSuppressionsInput)
      .query(({ ctx, input }) => listSuppressions(ctx.db, ctx.tenant, input)),
    add: requires("messaging.manage")
      .input(addSuppressionInput)
      .mutation(({ ctx, input }) => addSuppression(ctx.db, ctx.tenant, input)),
    remove: requires("messaging.manage")
      .input(suppressionIdInput)
      .mutation(({ ctx, input }) => removeSuppression(ctx.db, ctx.tenant, input.id)),
  }),
});
