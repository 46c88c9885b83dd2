// Settings every test process runs with (the env schema requires a secret; logs stay quiet).
process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.LOG_LEVEL ??= "silent";
process.env.SEED_DEMO ??= "false";
