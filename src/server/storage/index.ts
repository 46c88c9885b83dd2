/**
 * File storage (issue 27): one driver interface over the local disk (default), S3-compatible storage
 * and Azure Blob, and the service modules call to store, sign, check and account for files.
 * No business rules: a module says what a file is for, which types it takes and how large it may be.
 */
export { storage, setStorageForTests, localStorageRoot } from "./config";
export { storageKey, parseKey, type KeyParts } from "./keys";
export { sniffUpload, ALLOW, IMAGE_TYPES, VIDEO_TYPES, DOCUMENT_TYPES, SNIFF_BYTES, type Sniffed } from "./sniff";
export { contentDisposition, isInlineSafe, SERVED_FILE_HEADERS } from "./content-types";
export { storeFile, createUploadUrl, completeUpload, fileUrl, findFile, deleteFile, usedBytes, type StoreFileInput } from "./objects.service";
export { storageObjects, type StorageObjectRow } from "./storage-objects.table";
export { TooLargeError, ObjectNotFoundError } from "./errors";
export { LocalDriver, FILES_ROUTE, type LocalGrant } from "./local";
export type { S3Driver, S3DriverOptions } from "./s3";
export type { AzureDriver, AzureDriverOptions } from "./azure";
export type { StorageDriver, ObjectInfo, Body, PutOptions, SignedGetOptions, SignedPutOptions, SignedPut } from "./types";
