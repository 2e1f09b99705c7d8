// `pnpm bench:integrity`: the integrity findings of issue 48 (ADR 227) against a synthetic programme.
// For each engine (PGlite, PostgreSQL) and size (10,000 and 100,000 participants of one
// organization, each with five paid periods and one Submitted for Payroll) it seeds a temporary
// database, gives every participant clean data of their own (address, phone, e-mail, SSN, card,
// hours well under the cap, the programme's required document), then plants about 1% cases of each
// kind beside as many honest look-alikes:
//   Shared Account   3 participants of 3 households on one card | 2 siblings at one address on one card
//   Shared Contact   8 participants on one e-mail                | 4 siblings on one address and phone
//   SSN              area 666, group 00, one person twice        | twins (same surname and birth date)
//   Hours            at the cap in every period; the period       | at the cap in 2 of 6 periods; an
//                    wholly after the assignment ended            |   assignment that starts mid-period
//   Separation of Duties  entered and approved by one user       | entered by one user, approved by another
//   Requirements     no required document on file                | the document on file, not yet verified
// It computes every kind for the period (the Integrity screen's call) and prints, per kind, the
// precision and recall over participants (a participant named by a finding of the kind against the
// planted ones), and the run time (first and median of three). Worksite closures are left out here:
// the synthetic youths all work at one worksite (the unit test covers them). A benchmark that prints
// figures, not a test.
//
//   BENCH_SIZES=10000,100000  BENCH_ENGINES=pglite,postgres
//   BENCH_COMPARE=/path/to/other/tree/apps/api/src/areas/payroll/integrity.ts  (times both, ABA per size)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { SMALL, seedDatabase } from '../src/seed/run.ts';
import { createSealer } from '../src/lib/sealer.ts';
import {
  INTEGRITY_KINDS,
  computeFindings,
  integrityRules,
  integritySettings,
  integritySubjects,
  periodTarget,
} from '../src/areas/payroll/integrity.ts';
import { seedPayrollScale } from '../test/support/payrollScale.ts';
import { percentile, sql, startPostgres } from './bench-support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
// Another tree's integrity.ts to time against this one on the same databases, round by round.
const compare = process.env.BENCH_COMPARE ? await import(process.env.BENCH_COMPARE) : undefined;
const JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const ORGANIZATION = 2;
const PERIOD = { start: '2026-10-05', end: '2026-10-18' };
const PAID_PERIODS = 5;

const log = (line) => process.stdout.write(`${line}\n`);
const format = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

/** Clean data per participant, then the planted cases and look-alikes; answers the planted ids per kind. */
async function plant(db, from, to) {
  const run = (query) => query.execute(db);
  // Position of a participant among the synthetic ones: i = id - from; cases by i % 100.
  const i = sql.raw(`(s.id - ${String(from)})`);
  await run(sql`update students s set address_line1 = s.id || ' Main St', zip_code = '15' || lpad((s.id % 1000)::text, 3, '0'),
      main_phone = '(412) ' || lpad((s.id % 10000000)::text, 7, '0'), email_address = 'youth' || s.id || '@example.org',
      ssn = lpad((100 + ${i} % 400)::text, 3, '0') || '-' || lpad((1 + (${i} / 400) % 99)::text, 2, '0') || '-'
        || lpad((1 + ${i} / 39600)::text, 4, '0'),
      birth_date = date '2008-01-01' + (s.id % 1000), card_proxy_match = 'card-' || s.id
    where s.id between ${from} and ${to}`);
  // One youth hour rule: a cap of 20 hours a week, 40 a period; hours 20-29, well under it.
  await run(sql`delete from youth_hour_rules`);
  await run(sql`insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours,
      school_week_hours, non_school_day_hours, non_school_week_hours, create_user)
    values (null, 'Bench cap', 0, 120, 8, 20, 8, 20, 'bench')`);
  await run(sql`update timesheets t set worked_hours = 20 + t.id % 10, create_user = 'clerk' || (t.id % 5),
      approved_by = 'approver'
    from student_jobs sj where sj.id = t.student_job_id and sj.student_id between ${from} and ${to}`);
  // The programme requires a document of one type; everyone has it, verified.
  const [type] = (await run(sql`select id from lookup_options order by id limit 1`)).rows;
  const [program] = (
    await run(sql`select ep.program_id from students s join enrollment_programs ep on ep.id = s.enrollment_program_id
      where s.id = ${from}`)
  ).rows;
  await run(sql`insert into program_requirements (program_id, kind, document_type_id, create_user)
    values (${program.program_id}, 'Document', ${type.id}, 'bench')`);
  await run(sql`insert into documents (source_type, source_id, document_type_id, name, file_name, content_type,
      size_bytes, storage_key, verification_status, create_user)
    select 'students', g, ${type.id}, 'Work permit', 'permit.pdf', 'application/pdf', 10, 'bench-' || g,
      case when (g - ${from}) % 100 = 61 then 'Uploaded' else 'Verified' end, 'bench'
    from generate_series(${from}::int, ${to}::int) g where (g - ${from}) % 100 <> 60`);

  const at = (offset, span = 1) =>
    sql.raw(`(s.id - ${String(from)}) % 100 between ${String(offset)} and ${String(offset + span - 1)}`);
  const group = (offset) => sql.raw(`((s.id - ${String(from)}) - (s.id - ${String(from)}) % 100 + ${String(offset)})`);
  // (a) Rings of three on one card at their own addresses; two siblings at one address on one card.
  await run(
    sql`update students s set card_proxy_match = 'ring-' || ${group(1)} where s.id between ${from} and ${to} and ${at(1, 3)}`,
  );
  await run(sql`update students s set card_proxy_match = 'family-' || ${group(5)},
      address_line1 = 'Family ' || ${group(5)}, zip_code = '15299'
    where s.id between ${from} and ${to} and ${at(5, 2)}`);
  // (b) Eight on one e-mail; four siblings on one address and phone.
  await run(sql`update students s set email_address = 'ring' || ${group(10)} || '@example.org'
    where s.id between ${from} and ${to} and ${at(10, 8)}`);
  await run(sql`update students s set address_line1 = 'Home ' || ${group(20)}, zip_code = '15298',
      main_phone = '(724) ' || lpad(${group(20)}::text, 7, '0')
    where s.id between ${from} and ${to} and ${at(20, 4)}`);
  // (c) Area 666, group 00; one person twice (a second record, another SSN); twins.
  await run(
    sql`update students s set ssn = '666' || substr(ssn, 4) where s.id between ${from} and ${to} and ${at(30)}`,
  );
  await run(sql`update students s set ssn = left(ssn, 4) || '00' || right(ssn, 5)
    where s.id between ${from} and ${to} and ${at(31)}`);
  const twice = (
    await run(sql`insert into students (organization_id, enrollment_program_id, first_name, last_name, birth_date, ssn,
        address_line1, city, state_code, zip_code, payment_method, create_user)
      select organization_id, enrollment_program_id, first_name, last_name, birth_date,
        '899-' || right(ssn, 7), address_line1, city, state_code, zip_code, payment_method, 'bench'
      from students s where s.id between ${from} and ${to} and ${at(32)} returning id`)
  ).rows.map((row) => row.id);
  await run(sql`update students s set last_name = t.last_name, birth_date = t.birth_date, first_name = 'Twin' || s.id
    from students t where t.id = s.id - 1 and s.id between ${from} and ${to} and ${at(36)}`);
  // (d) At the cap (39.5 of 40) every period; at it in 2 of 6; the period after the assignment ended;
  // an assignment that starts mid-period.
  await run(sql`update timesheets t set worked_hours = 39.5 from student_jobs sj, students s
    where sj.id = t.student_job_id and s.id = sj.student_id and s.id between ${from} and ${to} and ${at(40)}`);
  await run(sql`update timesheets t set worked_hours = 39.5 from student_jobs sj, students s
    where sj.id = t.student_job_id and s.id = sj.student_id and s.id between ${from} and ${to} and ${at(41)}
      and t.period_start_date < ${PERIOD.start}::date - 42`);
  await run(sql`update student_jobs sj set end_date = ${PERIOD.start}::date - 1 from students s
    where s.id = sj.student_id and s.id between ${from} and ${to} and ${at(45)}`);
  await run(sql`update student_jobs sj set start_date = ${PERIOD.start}::date + 4, end_date = ${PERIOD.end}::date + 60
    from students s where s.id = sj.student_id and s.id between ${from} and ${to} and ${at(46)}`);
  // (e) Entered and approved by one user; entered by one user and approved by another.
  await run(sql`update timesheets t set create_user = 'approver' from student_jobs sj, students s
    where sj.id = t.student_job_id and s.id = sj.student_id and s.id between ${from} and ${to} and ${at(50)}
      and t.period_start_date = ${PERIOD.start}::date`);
  await run(sql`update payroll_settings set integrity_separation_of_duties = true, integrity_contact_people = 6,
      integrity_account_households = 1 where organization_id = ${ORGANIZATION}`);
  // After the bulk loads and updates, what autovacuum would do before long: statistics, and the
  // rows' visibility settled, so the timed rounds neither set hint bits on every page they read nor
  // share the machine with an autovacuum that starts during them.
  for (const table of ['students', 'student_jobs', 'timesheets', 'documents', 'payroll_processes']) {
    await run(sql`vacuum (analyze) ${sql.table(table)}`);
  }

  const ids = async (offset, span = 1) =>
    (
      await run(
        sql`select s.id from students s where s.id between ${from} and ${to} and ${at(offset, span)} order by s.id`,
      )
    ).rows.map((row) => row.id);
  const person = await ids(32);
  return {
    'Shared Account': await ids(1, 3),
    'Shared Contact': await ids(10, 8),
    SSN: [...(await ids(30, 2)), ...person, ...twice],
    Hours: [...(await ids(40)), ...(await ids(45))],
    'Separation of Duties': await ids(50),
    Requirements: await ids(60),
  };
}

async function seed(target, youths) {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    const sealers = createSealer({ dataDir: target.dataDir, jwtSecret: JWT_SECRET });
    await seedDatabase(database.db, SMALL, () => undefined, sealers);
    const scale = await seedPayrollScale(database.db, sealers, {
      youths,
      organizationId: ORGANIZATION,
      ...PERIOD,
      status: 'Submitted for Payroll',
      paidPeriods: PAID_PERIODS,
    });
    const truth = await plant(database.db, scale.studentIds.from, scale.studentIds.to);
    return { database, truth };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function runOne(engine, youths, postgres) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathway-bench-integrity-'));
  let url;
  try {
    if (engine === 'postgres') {
      const name = `bench_integrity_${String(youths)}_${String(Date.now())}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      url = postgres.url.replace(/\/postgres$/, `/${name}`);
    }
    const started = Date.now();
    const { database, truth } = await seed({ url, dataDir }, youths);
    const seeded = Date.now() - started;
    try {
      const settings = await integritySettings(database.db, ORGANIZATION);
      const target = periodTarget(ORGANIZATION, PERIOD.start, PERIOD.end);
      const times = [];
      const compared = [];
      let findings = [];
      let other = [];
      for (let round = 0; round < 3; round += 1) {
        // With BENCH_COMPARE, the other computeFindings (another tree's integrity.ts) runs on the same
        // database in each round, first in rounds 1 and 3 and second in round 2, and must find the same.
        const order = compare ? (round % 2 === 0 ? [compare, undefined] : [undefined, compare]) : [undefined];
        for (const module of order) {
          const before = performance.now();
          const found = await (module ?? { computeFindings }).computeFindings(database.db, target, settings);
          (module ? compared : times).push(performance.now() - before);
          if (module) other = found;
          else findings = found;
        }
      }
      const load = () =>
        loadavg()
          .map((value) => value.toFixed(1))
          .join(' ');
      log(
        `  ${engine.padEnd(8)} ${String(youths).padStart(7)} participants  seeded in ${(seeded / 1000).toFixed(1)} s  ` +
          `${String(findings.length)} findings  first ${format(times[0])}, min ${format(Math.min(...times))}, ` +
          `median of 3 ${format(percentile(times, 50))}  (load ${load()})`,
      );
      if (compare) {
        const same = JSON.stringify(other) === JSON.stringify(findings);
        log(
          `    compared (${process.env.BENCH_COMPARE}): first ${format(compared[0])}, min ${format(Math.min(...compared))}, ` +
            `median of 3 ${format(percentile(compared, 50))}; the same findings: ${same ? 'yes' : 'NO'}`,
        );
        if (!same) process.exitCode = 1;
      }
      const perKind = new Map([
        [undefined, []],
        [compare, []],
      ]);
      for (const [index, kind] of INTEGRITY_KINDS.entries()) {
        const order = compare ? (index % 2 === 0 ? [compare, undefined] : [undefined, compare]) : [undefined];
        for (const module of order) {
          const before = performance.now();
          await (module ?? { computeFindings }).computeFindings(database.db, target, settings, [kind]);
          perKind.get(module).push(`${kind} ${format(performance.now() - before)}`);
        }
      }
      log(`    each kind alone: ${perKind.get(undefined).join(', ')}`);
      if (compare) log(`    compared, each kind alone: ${perKind.get(compare).join(', ')}`);
      if (process.env.BENCH_EXPLAIN) {
        const statements = integrityRules(await integritySubjects(database.db, target), settings);
        for (const kind of process.env.BENCH_EXPLAIN.split(',')) {
          for (const statement of statements[kind]) {
            // The work_mem computeFindings sets for its statements (SET LOCAL, so in a transaction).
            const plan = await database.db.transaction().execute(async (trx) => {
              await sql`set local work_mem = '64MB'`.execute(trx);
              return sql`explain (analyze, buffers, costs off) ${statement}`.execute(trx);
            });
            // The arrays of ids the statement was given are left out of the plan's lines.
            log(plan.rows.map((row) => row['QUERY PLAN'].replace(/'\{[0-9,]{200,}\}'/g, "'{…}'")).join('\n'));
          }
        }
      }
      const rows = INTEGRITY_KINDS.map((kind) => {
        const flagged = new Set(
          findings.filter((finding) => finding.kind === kind).flatMap((f) => f.participants.map((p) => p.studentId)),
        );
        const planted = new Set(truth[kind]);
        const hits = [...flagged].filter((id) => planted.has(id)).length;
        return { kind, planted: planted.size, flagged: flagged.size, hits };
      });
      for (const row of rows) {
        const precision = row.flagged === 0 ? 1 : row.hits / row.flagged;
        const recall = row.planted === 0 ? 1 : row.hits / row.planted;
        log(
          `    ${row.kind.padEnd(22)} planted ${String(row.planted).padStart(5)}  flagged ${String(row.flagged).padStart(5)}  ` +
            `precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}`,
        );
      }
      return { times, rows };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = ENGINES.includes('postgres') ? await startPostgres() : undefined;
try {
  log(`bench:integrity: sizes ${SIZES.join(', ')}; engines ${ENGINES.join(', ')}`);
  for (const youths of SIZES) {
    for (const engine of ENGINES) await runOne(engine, youths, postgres);
  }
} finally {
  await postgres?.stop();
}
log(
  '\nGoals (issue 48): recall ≥ 0.95 and precision ≥ 0.8 per kind; every kind for a period of 100,000 participants in ≤ 5 s on PostgreSQL.',
);
