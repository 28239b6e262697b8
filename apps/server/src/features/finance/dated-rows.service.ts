import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';

type AdminLog = (
  tx: Executor,
  entry: {
    adminId: number | null;
    action: string;
    targetType: string;
    targetId?: number;
    detail?: Record<string, unknown>;
  },
) => Promise<void>;

interface DatedRepository<Row, Input> {
  inForce(country: string, day: string): Promise<Row[]>;
  all(): Promise<Row[]>;
  lockOne(tx: Executor, id: number): Promise<Row | undefined>;
  insert(tx: Executor, input: Input, adminId: number): Promise<Row>;
  update(tx: Executor, id: number, input: Input, adminId: number): Promise<Row>;
  remove(tx: Executor, id: number): Promise<void>;
}

const notFound = () => new AppError(404, 'not_found', englishMessage('finance.admin.errors.not_found'));

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Administrator-kept, dated rows of the finance feature (rules, schemes): anyone reads a market's
 * rows in force today; administrators add, change and delete them, each change in the
 * administrator log (`create_<target>`, `update_<target>`, `delete_<target>`) with what was sent.
 */
export function datedRowsService<Row extends { id: number }, Input extends object, Public>(deps: {
  db: Db;
  repo: DatedRepository<Row, Input>;
  log: AdminLog;
  /** The log's target type: `finance_rule`, `finance_scheme`. */
  target: string;
  toPublic: (row: Row) => Public;
  onChange?: () => void;
}) {
  const { db, repo, target, toPublic } = deps;
  const changed = async <T>(
    admin: UserRow,
    action: string,
    id: number | undefined,
    detail: object,
    work: (tx: Executor) => Promise<T & { id: number }>,
  ) => {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await deps.log(tx, {
        adminId: admin.id,
        action: `${action}_${target}`,
        targetType: target,
        targetId: id ?? done.id,
        detail: { ...detail },
      });
      return done;
    });
    deps.onChange?.();
    return result;
  };
  const existing = async (tx: Executor, id: number) => {
    if (!(await repo.lockOne(tx, id))) throw notFound();
  };

  return {
    async inForce(country: string): Promise<Public[]> {
      return (await repo.inForce(country, today())).map(toPublic);
    },

    async all(): Promise<{ results: Public[] }> {
      return { results: (await repo.all()).map(toPublic) };
    },

    async create(input: Input, admin: UserRow): Promise<Public> {
      return toPublic(await changed(admin, 'create', undefined, input, (tx) => repo.insert(tx, input, admin.id)));
    },

    async update(id: number, input: Input, admin: UserRow): Promise<Public> {
      return toPublic(
        await changed(admin, 'update', id, input, async (tx) => {
          await existing(tx, id);
          return repo.update(tx, id, input, admin.id);
        }),
      );
    },

    async remove(id: number, admin: UserRow): Promise<void> {
      await changed(admin, 'delete', id, {}, async (tx) => {
        await existing(tx, id);
        await repo.remove(tx, id);
        return { id };
      });
    },
  };
}
