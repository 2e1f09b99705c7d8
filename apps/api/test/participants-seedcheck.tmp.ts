import { sql } from 'kysely';
import { startTestServer } from './support/server.ts';
import { loadFixtures } from './participants-fixtures.ts';
import { seeder } from '../src/areas/participants/seed.ts';
import { createRandom } from '../src/db/seed/random.ts';
const server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
await loadFixtures(server);
await sql`delete from seed_runs where name = 'participants'`.execute(server.database.db);
const n = Number(process.argv[2] ?? 2000);
const t = Date.now();
await server.database.db
  .transaction()
  .execute((trx) =>
    seeder.seed({ db: trx, random: createRandom(1), options: { participants: n, applicants: 0 }, log: console.log }),
  );
console.log('seed ms', Date.now() - t);
for (const t of [
  'students',
  'student_jobs',
  'student_eligibilities',
  'student_guardians',
  'student_interests',
  'student_barriers',
  'student_referrals',
  'student_follow_ups',
  'student_programs',
  'student_career_programs',
  'student_contracts',
  'interviews',
  'notes',
])
  console.log(
    t,
    (await sql<{ n: number }>`select count(*)::int n from ${sql.table(t)}`.execute(server.database.db)).rows[0]?.n,
  );
console.log(
  (await sql`select status, count(*)::int from students group by 1 order by 1`.execute(server.database.db)).rows,
);
const token = await server.login('admin');
const r = await server.call('POST', '/api/students/search', {
  token,
  body: { quickSearch: 'smith', sort: [{ field: 'lastName', direction: 'asc' }] },
});
console.log(r.status, JSON.stringify(r.body).slice(0, 400));
const r2 = await server.call('GET', '/api/students/1/info', { token });
console.log(r2.status, JSON.stringify(r2.body).slice(0, 400));
for (const k of [
  'guardians',
  'eligibilities',
  'interests',
  'educations',
  'jobs',
  'contracts',
  'programs',
  'barriers',
  'referrals',
  'follow-ups',
  'career-programs',
]) {
  const x = await server.call('GET', `/api/students/1/${k}`, { token });
  console.log(k, x.status, Array.isArray(x.body) ? x.body.length : JSON.stringify(x.body));
}
await server.close();
