/** Storage's domain errors: the messages are shown to the person as they are. */
import { formatBytes } from "@/lib/format";
import { InvalidError, NotFoundError } from "@/server/errors";

export class TooLargeError extends InvalidError {
  constructor(readonly maxBytes: number) {
    super(`This file is larger than ${formatBytes(maxBytes)}, the most this upload takes. Choose a smaller file.`);
  }
}

export class ObjectNotFoundError extends NotFoundError {
  constructor() {
    super("File");
  }
}
