-- The request context (merchant, site status, module flags, site settings) is kept in each process's memory
-- (src/domain/site/context.ts). On SQLite there is one process, which drops it itself when it writes those tables:
-- nothing to do here. The PostgreSQL file beside this one adds the triggers that tell the other processes.
SELECT 1;
