-- A PostgresStore database as memvault 75ee390 wrote it (store migrations 0001-0005, table
-- prefix memvault, HashEmbedder(8)), for tests/backends/test_postgres_migration.py; the reads
-- that version gave of it are in postgres_v0005.json. Made with pg_dump --inserts --no-owner
-- --no-privileges --no-comments of a fresh database filled by this script, run with
-- PYTHONPATH=<checkout of 75ee390>/src python make.py tests/data/postgres_v0005:
--
-- """Write tests/data/postgres_v0005.{sql,json}: a PostgresStore database as memvault 75ee390 wrote it."""
-- import asyncio, json, subprocess, sys, tempfile, warnings
-- from datetime import UTC, datetime, timedelta
-- from pathlib import Path
--
-- import psycopg
-- from psycopg.conninfo import make_conninfo
--
-- warnings.simplefilter("ignore")
-- import pgserver  # noqa: E402
--
-- from memvault.embedders.hash import HashEmbedder  # noqa: E402
-- from memvault.stores.base import Selection  # noqa: E402
-- from memvault.stores.postgres import PostgresStore  # noqa: E402
-- from memvault.vault import MemoryVault  # noqa: E402
--
-- T0 = datetime(2025, 1, 1, tzinfo=UTC)
-- OUT = Path(sys.argv[1])
-- DIM = 8
--
--
-- def entry(e):
--     return {"id": e.id, "kind": e.kind, "content": e.content, "metadata": e.metadata,
--             "key": e.key, "scope": [e.scope.user_id, e.scope.agent_id, e.scope.session_id],
--             "importance": e.importance, "created_at": e.created_at.isoformat(),
--             "updated_at": e.updated_at.isoformat(), "occurred_at": e.occurred_at.isoformat(),
--             "valid_to": e.valid_to and e.valid_to.isoformat(), "supersedes": e.supersedes,
--             "superseded_by": e.superseded_by,
--             "expires_at": e.expires_at and e.expires_at.isoformat()}
--
--
-- async def fill(dsn):
--     store = PostgresStore(dsn, table_prefix="memvault")
--     emb = HashEmbedder(DIM)
--     async with MemoryVault(store, embedder=emb) as v:
--         await v.add("User lives in Berlin", user_id="u", key="user.city", at=T0,
--                     metadata={"note": "mine"})
--         await v.add("User lives in Paris", user_id="u", key="user.city", at=T0 + timedelta(days=1))
--         await v.add("Likes green tea", user_id="u", metadata={"a": 1}, importance=0.5, at=T0)
--         await v.add("likes  GREEN tea", user_id="u", metadata={"b": 2}, at=T0 + timedelta(hours=2))
--         await v.remember(["I live in Lisbon now.", "My sister is Alice and I have a beagle."],
--                          user_id="u", session_id="s1", at=T0 + timedelta(days=2),
--                          store_messages=True)
--         await v.add_alias("my boss", "Ann", user_id="u")
--         convo = ["Ana: we adopted a beagle puppy", "Ben: what is its name",
--                  "Ana: Biscuit, she loves the garden", "Ben: beagles are loud",
--                  "Ana: only at night"]
--         for i, text in enumerate(convo):
--             await v.add(text, user_id="u", session_id="chat", kind="message",
--                         metadata={"speaker": text.split(":")[0], "turn": i, "facts": "mine"},
--                         at=T0 + timedelta(days=3, minutes=i))
--         extra = await v.add("an episode at the harbour", user_id="u", kind="episode", at=T0)
--         await v.update(extra.id, metadata={"edited": True})
--         gone = await v.add("a fact to delete", user_id="w", at=T0)
--         await v.delete(gone.id)
--         await v.add("Other user likes green tea", user_id="w", at=T0)
--         everything = await store.scan(Selection(), limit=100, offset=0)
--         events = {e.id: [[ev.event, ev.content, ev.metadata, ev.at.isoformat()]
--                          for ev in await store.events(e.id)] for e in everything}
--         searches = []
--         for terms, sel, weight in [(["beagle"], {"user_id": "u"}, 0.5),
--                                    (["green tea", "Lisbon"], {"user_id": "u"}, 0.0),
--                                    (["tea"], {}, 0.0), (["Paris", "Berlin"], {"user_id": "u"}, 0.0)]:
--             hits = await store.keyword_search(terms, Selection(**sel), 10, context_weight=weight)
--             searches.append({"terms": terms, "selection": sel, "weight": weight,
--                              "hits": [[e.id, s] for e, s in hits]})
--         vectors = []
--         for text in ["lives in Lisbon", "beagle puppy"]:
--             q = (await emb.embed([text]))[0]
--             hits = await store.vector_search(q, Selection(user_id="u"), 5)
--             vectors.append({"query": [float(x) for x in q],
--                             "hits": [[e.id, s] for e, s in hits]})
--         now = datetime.now(UTC)
--         chains = {e.id: [c.id for c in await v._chain(e.id)] for e in everything if e.key}
--         return {"memories": [entry(e) for e in everything], "events": events,
--                 "keyword": searches, "vector": vectors, "chains": chains}
--
--
-- def main():
--     folder = Path(tempfile.mkdtemp())
--     server = pgserver.get_server(folder / "data", cleanup_mode="delete")
--     try:
--         base = str(server.get_uri())
--         with psycopg.connect(base, autocommit=True) as c:
--             c.execute("CREATE DATABASE fixture")
--         dsn = make_conninfo(base, dbname="fixture")
--         with psycopg.connect(dsn, autocommit=True) as c:
--             c.execute("CREATE EXTENSION vector")
--         expected = asyncio.run(fill(dsn))
--         bindir = Path(pgserver.__file__).parent / "pginstall" / "bin"
--         dump = subprocess.run([str(bindir / "pg_dump"), "--inserts", "--no-owner",
--                                "--no-privileges", "--no-comments", "-d", dsn],
--                               check=True, capture_output=True, text=True).stdout
--         OUT.with_suffix(".sql").write_text(dump)
--         OUT.with_suffix(".json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")
--     finally:
--         server.cleanup()
--
--
-- main()
--
--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2
-- Dumped by pg_dump version 16.2

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: vector; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS vector WITH SCHEMA public;


--
-- Name: memvault_postings_sync(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.memvault_postings_sync() RETURNS trigger
    LANGUAGE plpgsql
    AS $$DECLARE eu text[]; el text[]; eb int4[]; BEGIN IF TG_OP = 'INSERT' THEN PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(s.u)) FROM (SELECT DISTINCT coalesce(user_id, '') AS u FROM new_rows ORDER BY 1) AS s; ELSE PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(s.u)) FROM (SELECT DISTINCT coalesce(user_id, '') AS u FROM old_rows ORDER BY 1) AS s; END IF; IF TG_OP IN ('UPDATE', 'DELETE') THEN WITH g AS (SELECT coalesce(o.user_id, '') AS user_id, k.lexeme, (o.seq >> 10)::int4 AS block, array_agg(int2send((o.seq & 1023)::int2)) AS gone FROM old_rows AS o CROSS JOIN LATERAL jsonb_object_keys(o.tf || o.ctx_tf) AS k(lexeme) GROUP BY 1, 2, 3), u AS (UPDATE "memvault_postings" AS p SET (entries, scopes) = (SELECT string_agg(substr(p.entries, i * 10 + 1, 10), ''::bytea ORDER BY i), string_agg(substr(p.scopes, i * 10 + 1, 10), ''::bytea ORDER BY i) FROM generate_series(0, length(p.entries) / 10 - 1) AS i WHERE substr(p.entries, i * 10 + 1, 2) <> ALL (g.gone)) FROM g WHERE p.user_id = g.user_id AND p.lexeme = g.lexeme AND p.block = g.block RETURNING p.user_id, p.lexeme, p.block, p.entries) SELECT array_agg(u.user_id), array_agg(u.lexeme), array_agg(u.block) INTO eu, el, eb FROM u WHERE u.entries IS NULL; IF eu IS NOT NULL THEN DELETE FROM "memvault_postings" AS p USING unnest(eu, el, eb) AS e(u, l, b) WHERE p.user_id = e.u AND p.lexeme = e.l AND p.block = e.b AND p.entries IS NULL; END IF; END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO "memvault_postings" AS p (user_id, lexeme, block, entries, scopes) WITH r AS MATERIALIZED (SELECT coalesce(n.user_id, '') AS user_id, n.seq, n.tf, n.ctx_tf, int2send((n.seq & 1023)::int2) || int4send(n.words + n.context_words) AS head, int2send(coalesce(array_position(ARRAY['fact', 'episode', 'message']::text[], n.kind) - 1, -1)::int2) || int4send(coalesce(('x' || left(md5(n.agent_id), 8))::bit(32)::int4, 0)) || int4send(coalesce(('x' || left(md5(n.session_id), 8))::bit(32)::int4, 0)) AS scope FROM new_rows AS n), e AS MATERIALIZED (SELECT r.user_id, k.lexeme, (r.seq >> 10)::int4 AS block, r.head || int2send(least(coalesce((r.tf ->> k.lexeme)::int4, 0), 32767)::int2) || int2send(least(coalesce((r.ctx_tf ->> k.lexeme)::int4, 0), 32767)::int2) AS entry, r.scope FROM r CROSS JOIN LATERAL jsonb_object_keys(r.tf || r.ctx_tf) AS k(lexeme)) SELECT e.user_id, e.lexeme, e.block, string_agg(e.entry, ''::bytea), string_agg(e.scope, ''::bytea) FROM e GROUP BY 1, 2, 3 ON CONFLICT (user_id, lexeme, block) DO UPDATE SET entries = p.entries || EXCLUDED.entries, scopes = p.scopes || EXCLUDED.scopes; END IF; RETURN NULL; END$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: memvault_memories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_memories (
    seq bigint NOT NULL,
    id text NOT NULL,
    kind text NOT NULL,
    content text NOT NULL,
    key text,
    user_id text,
    agent_id text,
    session_id text,
    metadata jsonb NOT NULL,
    importance double precision,
    occurred_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    embedding public.vector(8) NOT NULL,
    slot text,
    valid_to timestamp with time zone,
    supersedes text,
    superseded_by text,
    expires_at timestamp with time zone
)
WITH (toast_tuple_target='8160');


--
-- Name: memvault_memories_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.memvault_memories ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.memvault_memories_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: memvault_memory_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_memory_events (
    seq bigint NOT NULL,
    memory_id text NOT NULL,
    event text NOT NULL,
    content text NOT NULL,
    metadata jsonb NOT NULL,
    at timestamp with time zone NOT NULL,
    user_id text,
    agent_id text,
    session_id text
);


--
-- Name: memvault_memory_events_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.memvault_memory_events ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.memvault_memory_events_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: memvault_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_migrations (
    component text NOT NULL,
    name text NOT NULL,
    applied_at timestamp with time zone NOT NULL
);


--
-- Name: memvault_postings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_postings (
    user_id text NOT NULL,
    lexeme text NOT NULL,
    block integer NOT NULL,
    entries bytea,
    scopes bytea
)
WITH (toast_tuple_target='8160', fillfactor='70');


--
-- Name: memvault_scope_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_scope_stats (
    user_id text NOT NULL,
    agent_id text NOT NULL,
    session_id text NOT NULL,
    kind text NOT NULL,
    memories bigint NOT NULL,
    words bigint NOT NULL
);


--
-- Name: memvault_store_meta; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_store_meta (
    key text NOT NULL,
    value text NOT NULL
);


--
-- Name: memvault_terms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_terms (
    seq bigint NOT NULL,
    kind text NOT NULL,
    user_id text,
    agent_id text,
    session_id text,
    words integer NOT NULL,
    context text DEFAULT ''::text NOT NULL,
    context_words integer DEFAULT 0 NOT NULL,
    fts tsvector NOT NULL,
    tf jsonb NOT NULL,
    ctx_tf jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: memvault_user_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memvault_user_stats (
    user_id text NOT NULL,
    kind text NOT NULL,
    memories bigint NOT NULL,
    words bigint NOT NULL
);


--
-- Data for Name: memvault_memories; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (1, 'aeffdcca94f84fefbb9d56f3fa61eef2', 'fact', 'User lives in Berlin', 'c98e1bcc00ba63529c0f85df320886f46c38bda5deb244bef27482303e75d290', 'u', NULL, NULL, '{"note": "mine"}', NULL, '2025-01-01 00:00:00+00', '2026-12-04 18:26:47.591873+00', '2026-12-04 18:26:47.591873+00', '[0.36927447,0,0.36927447,0.73854893,0.24618298,0.24618298,0.24618298,0]', 'user.city', '2025-01-02 00:00:00+00', NULL, '2fc02084ceea4c74a95911a9a23ecdd2', NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (3, '501fe32359534215b9da43d33d21724f', 'fact', 'Likes green tea', '2669675b5af3278a6d170e59dedcd19c491a1a4792c757b7b511ab9a44fe397d', 'u', NULL, NULL, '{"a": 1, "b": 2}', 0.5, '2025-01-01 00:00:00+00', '2026-12-04 18:26:47.616141+00', '2026-12-04 18:26:47.621475+00', '[0.5388159,0.1796053,0.5388159,0.5388159,0.1796053,0,0.1796053,0.1796053]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (2, '2fc02084ceea4c74a95911a9a23ecdd2', 'fact', 'User lives in Paris', '06e9081a14ea90cb770b59aa8483a0dbe8833c8996363f23d1fe78b2da333c99', 'u', NULL, NULL, '{}', NULL, '2025-01-02 00:00:00+00', '2026-12-04 18:26:47.606546+00', '2026-12-04 18:26:47.606546+00', '[0.58346,0.29173,0.29173,0.58346,0.145865,0.145865,0.145865,0.29173]', 'user.city', '2025-01-03 00:00:00+00', 'aeffdcca94f84fefbb9d56f3fa61eef2', 'fcd1eb5566164ff5a614b377be961616', NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (5, 'fcd1eb5566164ff5a614b377be961616', 'fact', 'User''s city is Lisbon', '0216904bf352e5822459b7c23aa86a29b4e9c3921dd6f8f0f6be349b99470e9b', 'u', NULL, NULL, '{"value": "Lisbon", "source": "I live in Lisbon now", "negated": false, "subject": "user", "entities": ["Lisbon"], "attribute": "city", "session_id": "s1", "multi_valued": false}', 0.7, '2025-01-03 00:00:00+00', '2026-12-04 18:26:47.629583+00', '2026-12-04 18:26:47.629583+00', '[0.39056674,0.13018891,0.39056674,0.13018891,0.39056674,0.13018891,0.26037782,0.6509446]', 'user.city', NULL, '2fc02084ceea4c74a95911a9a23ecdd2', NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (6, '9a6d8e7cdd2b47e59341ad079853099f', 'fact', 'User''s sister is Alice', '8556e44fb611a79ffaa7d17edb846065fac2008fd73e75592ab0b2dd5e0ae1fa', 'u', NULL, NULL, '{"value": "Alice", "source": "My sister is Alice and I have a beagle", "negated": false, "subject": "user", "entities": ["Alice"], "attribute": "sister", "session_id": "s1", "multi_valued": true}', 0.6, '2025-01-03 00:00:00+00', '2026-12-04 18:26:47.636215+00', '2026-12-04 18:26:47.636215+00', '[0.3487429,0.3487429,0.5812382,0,0.11624764,0.11624764,0.5812382,0.23249528]', 'user.sister=alice', NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (7, '444764193af644c6b7db65c340274b9e', 'message', 'I live in Lisbon now.', NULL, 'u', NULL, 's1', '{"role": "user", "facts": ["fcd1eb5566164ff5a614b377be961616"]}', NULL, '2025-01-03 00:00:00+00', '2026-12-04 18:26:47.642102+00', '2026-12-04 18:26:47.642102+00', '[0.24806947,0.24806947,0.12403473,0.6201737,0.6201737,0.24806947,0.12403473,0.12403473]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (8, 'cb980b38c49147aabcf525cd11f9ab67', 'message', 'My sister is Alice and I have a beagle.', NULL, 'u', NULL, 's1', '{"role": "user", "facts": ["9a6d8e7cdd2b47e59341ad079853099f"]}', NULL, '2025-01-03 00:00:00+00', '2026-12-04 18:26:47.642171+00', '2026-12-04 18:26:47.642171+00', '[0.3442142,0.4818999,0.27537137,0.41305703,0.27537137,0.06884284,0.55074275,0.13768569]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (9, '8c7741751b274811afd87d8d0daa72e6', 'fact', 'my boss is Ann', '38279d9c544581ceacd5cfeef90b8fe1064638ba09c58e858dc23ea565283246', 'u', NULL, NULL, '{"alias": "my boss", "entity": "Ann"}', NULL, '2026-12-04 18:26:47.650933+00', '2026-12-04 18:26:47.650933+00', '2026-12-04 18:26:47.650933+00', '[0,0.3779645,0.56694674,0.18898225,0,0.3779645,0.18898225,0.56694674]', 'alias.my boss', NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (10, 'dc7d277852b54dcf811f8260a56e7c23', 'message', 'Ana: we adopted a beagle puppy', NULL, 'u', NULL, 'chat', '{"turn": 0, "facts": "mine", "speaker": "Ana"}', NULL, '2025-01-04 00:00:00+00', '2026-12-04 18:26:47.656272+00', '2026-12-04 18:26:47.656272+00', '[0.5144958,0.1714986,0.1714986,0.6859944,0.2572479,0.2572479,0.2572479,0.0857493]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (11, 'dc7244e290a643b6b85fcf54cb633368', 'message', 'Ben: what is its name', NULL, 'u', NULL, 'chat', '{"turn": 1, "facts": "mine", "speaker": "Ben"}', NULL, '2025-01-04 00:01:00+00', '2026-12-04 18:26:47.662958+00', '2026-12-04 18:26:47.662958+00', '[0.12803687,0.12803687,0.38411063,0,0.38411063,0.38411063,0.5121475,0.5121475]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (12, '831419b9d5d94f70a405378772c72e80', 'message', 'Ana: Biscuit, she loves the garden', NULL, 'u', NULL, 'chat', '{"turn": 2, "facts": "mine", "speaker": "Ana"}', NULL, '2025-01-04 00:02:00+00', '2026-12-04 18:26:47.671384+00', '2026-12-04 18:26:47.671384+00', '[0.37062466,0.07412493,0.07412493,0.5188745,0.5188745,0.14824986,0.14824986,0.5188745]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (13, '3cf3352825db460d9a0b328fb22bce0d', 'message', 'Ben: beagles are loud', NULL, 'u', NULL, 'chat', '{"turn": 3, "facts": "mine", "speaker": "Ben"}', NULL, '2025-01-04 00:03:00+00', '2026-12-04 18:26:47.679116+00', '2026-12-04 18:26:47.679116+00', '[0.38411063,0.12803687,0.38411063,0.38411063,0,0.12803687,0.5121475,0.5121475]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (14, 'bdca3f6e304344a3ac188e301199fcd9', 'message', 'Ana: only at night', NULL, 'u', NULL, 'chat', '{"turn": 4, "facts": "mine", "speaker": "Ana"}', NULL, '2025-01-04 00:04:00+00', '2026-12-04 18:26:47.687468+00', '2026-12-04 18:26:47.687468+00', '[0.30151135,0.30151135,0.6030227,0.452267,0.15075567,0,0.452267,0.15075567]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (15, '8b920d80141b4de986e1fdad9692da62', 'episode', 'an episode at the harbour', NULL, 'u', NULL, NULL, '{"edited": true}', NULL, '2025-01-01 00:00:00+00', '2026-12-04 18:26:47.694963+00', '2026-12-04 18:26:47.69939+00', '[0.112508796,0.22501759,0.22501759,0.562544,0.45003518,0.22501759,0.33752638,0.45003518]', NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.memvault_memories OVERRIDING SYSTEM VALUE VALUES (17, '09c435d6833044b2ac6d25d81089c117', 'fact', 'Other user likes green tea', '5413f5d20eb1c42e7396c51eeca1298ea724a780c9af3bd75d9b51266a79740f', 'w', NULL, NULL, '{}', NULL, '2025-01-01 00:00:00+00', '2026-12-04 18:26:47.710147+00', '2026-12-04 18:26:47.710147+00', '[0.5883484,0.09805807,0.5883484,0.2941742,0.2941742,0,0.19611613,0.2941742]', NULL, NULL, NULL, NULL, NULL);


--
-- Data for Name: memvault_memory_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (1, 'aeffdcca94f84fefbb9d56f3fa61eef2', 'ADD', 'User lives in Berlin', '{"note": "mine"}', '2026-12-04 18:26:47.591873+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (2, '2fc02084ceea4c74a95911a9a23ecdd2', 'ADD', 'User lives in Paris', '{}', '2026-12-04 18:26:47.606546+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (3, 'aeffdcca94f84fefbb9d56f3fa61eef2', 'SUPERSEDE', 'User lives in Berlin', '{"note": "mine"}', '2026-12-04 18:26:47.606546+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (4, '501fe32359534215b9da43d33d21724f', 'ADD', 'Likes green tea', '{"a": 1}', '2026-12-04 18:26:47.616141+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (5, '501fe32359534215b9da43d33d21724f', 'UPDATE', 'Likes green tea', '{"a": 1, "b": 2}', '2026-12-04 18:26:47.621475+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (6, 'fcd1eb5566164ff5a614b377be961616', 'ADD', 'User''s city is Lisbon', '{"value": "Lisbon", "source": "I live in Lisbon now", "negated": false, "subject": "user", "entities": ["Lisbon"], "attribute": "city", "session_id": "s1", "multi_valued": false}', '2026-12-04 18:26:47.629583+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (7, '2fc02084ceea4c74a95911a9a23ecdd2', 'SUPERSEDE', 'User lives in Paris', '{}', '2026-12-04 18:26:47.629583+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (8, '9a6d8e7cdd2b47e59341ad079853099f', 'ADD', 'User''s sister is Alice', '{"value": "Alice", "source": "My sister is Alice and I have a beagle", "negated": false, "subject": "user", "entities": ["Alice"], "attribute": "sister", "session_id": "s1", "multi_valued": true}', '2026-12-04 18:26:47.636215+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (9, '444764193af644c6b7db65c340274b9e', 'ADD', 'I live in Lisbon now.', '{"role": "user", "facts": ["fcd1eb5566164ff5a614b377be961616"]}', '2026-12-04 18:26:47.642102+00', 'u', NULL, 's1');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (10, 'cb980b38c49147aabcf525cd11f9ab67', 'ADD', 'My sister is Alice and I have a beagle.', '{"role": "user", "facts": ["9a6d8e7cdd2b47e59341ad079853099f"]}', '2026-12-04 18:26:47.642171+00', 'u', NULL, 's1');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (11, '8c7741751b274811afd87d8d0daa72e6', 'ADD', 'my boss is Ann', '{"alias": "my boss", "entity": "Ann"}', '2026-12-04 18:26:47.650933+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (12, 'dc7d277852b54dcf811f8260a56e7c23', 'ADD', 'Ana: we adopted a beagle puppy', '{"turn": 0, "facts": "mine", "speaker": "Ana"}', '2026-12-04 18:26:47.656272+00', 'u', NULL, 'chat');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (13, 'dc7244e290a643b6b85fcf54cb633368', 'ADD', 'Ben: what is its name', '{"turn": 1, "facts": "mine", "speaker": "Ben"}', '2026-12-04 18:26:47.662958+00', 'u', NULL, 'chat');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (14, '831419b9d5d94f70a405378772c72e80', 'ADD', 'Ana: Biscuit, she loves the garden', '{"turn": 2, "facts": "mine", "speaker": "Ana"}', '2026-12-04 18:26:47.671384+00', 'u', NULL, 'chat');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (15, '3cf3352825db460d9a0b328fb22bce0d', 'ADD', 'Ben: beagles are loud', '{"turn": 3, "facts": "mine", "speaker": "Ben"}', '2026-12-04 18:26:47.679116+00', 'u', NULL, 'chat');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (16, 'bdca3f6e304344a3ac188e301199fcd9', 'ADD', 'Ana: only at night', '{"turn": 4, "facts": "mine", "speaker": "Ana"}', '2026-12-04 18:26:47.687468+00', 'u', NULL, 'chat');
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (17, '8b920d80141b4de986e1fdad9692da62', 'ADD', 'an episode at the harbour', '{}', '2026-12-04 18:26:47.694963+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (18, '8b920d80141b4de986e1fdad9692da62', 'UPDATE', 'an episode at the harbour', '{"edited": true}', '2026-12-04 18:26:47.69939+00', 'u', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (19, '019ae9d3ff9143cebed20b544347ac73', 'ADD', 'a fact to delete', '{}', '2026-12-04 18:26:47.701756+00', 'w', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (20, '019ae9d3ff9143cebed20b544347ac73', 'DELETE', 'a fact to delete', '{}', '2026-12-04 18:26:47.705685+00', 'w', NULL, NULL);
INSERT INTO public.memvault_memory_events OVERRIDING SYSTEM VALUE VALUES (21, '09c435d6833044b2ac6d25d81089c117', 'ADD', 'Other user likes green tea', '{}', '2026-12-04 18:26:47.710147+00', 'w', NULL, NULL);


--
-- Data for Name: memvault_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_migrations VALUES ('store:memvault', '0001_pgvector', '2026-12-04 18:26:47.513106+00');
INSERT INTO public.memvault_migrations VALUES ('store:memvault', '0002_create_memories', '2026-12-04 18:26:47.521802+00');
INSERT INTO public.memvault_migrations VALUES ('store:memvault', '0003_terms_context_stats', '2026-12-04 18:26:47.543956+00');
INSERT INTO public.memvault_migrations VALUES ('store:memvault', '0004_facts_over_time', '2026-12-04 18:26:47.558778+00');
INSERT INTO public.memvault_migrations VALUES ('store:memvault', '0005_postings', '2026-12-04 18:26:47.565197+00');


--
-- Data for Name: memvault_postings; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_postings VALUES ('u', 'berlin', 0, '\x00010000000400010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'pari', 0, '\x00020000000400010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'tea', 0, '\x00030000000300010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'like', 0, '\x00030000000300010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'green', 0, '\x00030000000300010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'citi', 0, '\x00050000000500010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'user', 0, '\x00010000000400010000000200000004000100000005000000050001000000060000000500010000', '\x00000000000000000000000000000000000000000000000000000000000000000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'alic', 0, '\x0006000000050001000000070000000e0000000100080000000e00010000', '\x000000000000000000000002000000008ddf87800002000000008ddf8780');
INSERT INTO public.memvault_postings VALUES ('u', 'live', 0, '\x000100000004000100000002000000040001000000070000000e0001000000080000000e00000001', '\x00000000000000000000000000000000000000000002000000008ddf87800002000000008ddf8780');
INSERT INTO public.memvault_postings VALUES ('u', 'lisbon', 0, '\x0005000000050001000000070000000e0001000000080000000e00000001', '\x000000000000000000000002000000008ddf87800002000000008ddf8780');
INSERT INTO public.memvault_postings VALUES ('u', 'sister', 0, '\x0006000000050001000000070000000e0000000100080000000e00010000', '\x000000000000000000000002000000008ddf87800002000000008ddf8780');
INSERT INTO public.memvault_postings VALUES ('u', 'ann', 0, '\x00090000000400010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'boss', 0, '\x00090000000400010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'name', 0, '\x000a0000001100000001000b0000001500010000000c0000001900000001000d0000001300000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'beagl', 0, '\x00070000000e0000000100080000000e00010000000a0000001100010000000b0000001500000002000e0000000e00000001000c0000001900000002000d0000001300010000', '\x0002000000008ddf87800002000000008ddf8780000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'night', 0, '\x000e0000000e00010000000c0000001900000001000d0000001300000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'puppi', 0, '\x000a0000001100010000000b0000001500000001000c0000001900000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'garden', 0, '\x000a0000001100000001000b0000001500000001000e0000000e00000001000c0000001900010000000d0000001300000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'adopt', 0, '\x000a0000001100010000000b0000001500000001000c0000001900000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'biscuit', 0, '\x000a0000001100000001000b0000001500000001000e0000000e00000001000c0000001900010000000d0000001300000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'loud', 0, '\x000b0000001500000001000e0000000e00000001000c0000001900000001000d0000001300010000', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'ana', 0, '\x000a0000001100010001000b0000001500000002000e0000000e00010001000c0000001900010002000d0000001300000002', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'ben', 0, '\x000a0000001100000001000b0000001500010001000e0000000e00000001000c0000001900000002000d0000001300010001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'love', 0, '\x000a0000001100000001000b0000001500000001000e0000000e00000001000c0000001900010000000d0000001300000001', '\x000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb000200000000aa8af3eb');
INSERT INTO public.memvault_postings VALUES ('u', 'harbour', 0, '\x000f0000000500010000', '\x00010000000000000000');
INSERT INTO public.memvault_postings VALUES ('u', 'episod', 0, '\x000f0000000500010000', '\x00010000000000000000');
INSERT INTO public.memvault_postings VALUES ('w', 'user', 0, '\x00110000000500010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('w', 'green', 0, '\x00110000000500010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('w', 'like', 0, '\x00110000000500010000', '\x00000000000000000000');
INSERT INTO public.memvault_postings VALUES ('w', 'tea', 0, '\x00110000000500010000', '\x00000000000000000000');


--
-- Data for Name: memvault_scope_stats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_scope_stats VALUES ('u', '', 's1', 'message', 2, 28);
INSERT INTO public.memvault_scope_stats VALUES ('u', '', '', 'fact', 6, 25);
INSERT INTO public.memvault_scope_stats VALUES ('u', '', 'chat', 'message', 5, 96);
INSERT INTO public.memvault_scope_stats VALUES ('u', '', '', 'episode', 1, 5);
INSERT INTO public.memvault_scope_stats VALUES ('w', '', '', 'fact', 1, 5);


--
-- Data for Name: memvault_store_meta; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_store_meta VALUES ('embedder', 'hash-trigram-md5-8');
INSERT INTO public.memvault_store_meta VALUES ('dim', '8');


--
-- Data for Name: memvault_terms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_terms VALUES (1, 'fact', 'u', NULL, NULL, 4, '', 0, '''berlin'':4 ''live'':2 ''user'':1', '{"live": 1, "user": 1, "berlin": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (2, 'fact', 'u', NULL, NULL, 4, '', 0, '''live'':2 ''pari'':4 ''user'':1', '{"live": 1, "pari": 1, "user": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (3, 'fact', 'u', NULL, NULL, 3, '', 0, '''green'':2 ''like'':1 ''tea'':3', '{"tea": 1, "like": 1, "green": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (5, 'fact', 'u', NULL, NULL, 5, '', 0, '''citi'':3 ''lisbon'':5 ''user'':1', '{"citi": 1, "user": 1, "lisbon": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (6, 'fact', 'u', NULL, NULL, 5, '', 0, '''alic'':5 ''sister'':3 ''user'':1', '{"alic": 1, "user": 1, "sister": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (7, 'message', 'u', NULL, 's1', 5, 'My sister is Alice and I have a beagle.', 9, '''lisbon'':4 ''live'':2', '{"live": 1, "lisbon": 1}', '{"alic": 1, "beagl": 1, "sister": 1}');
INSERT INTO public.memvault_terms VALUES (8, 'message', 'u', NULL, 's1', 9, 'I live in Lisbon now.', 5, '''alic'':4 ''beagl'':9 ''sister'':2', '{"alic": 1, "beagl": 1, "sister": 1}', '{"live": 1, "lisbon": 1}');
INSERT INTO public.memvault_terms VALUES (9, 'fact', 'u', NULL, NULL, 4, '', 0, '''ann'':4 ''boss'':2', '{"ann": 1, "boss": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (10, 'message', 'u', NULL, 'chat', 6, 'Ben: what is its name Ana: Biscuit, she loves the garden', 11, '''adopt'':3 ''ana'':1 ''beagl'':5 ''puppi'':6', '{"ana": 1, "adopt": 1, "beagl": 1, "puppi": 1}', '{"ana": 1, "ben": 1, "love": 1, "name": 1, "garden": 1, "biscuit": 1}');
INSERT INTO public.memvault_terms VALUES (11, 'message', 'u', NULL, 'chat', 5, 'Ana: we adopted a beagle puppy Ana: Biscuit, she loves the garden Ben: beagles are loud', 16, '''ben'':1 ''name'':5', '{"ben": 1, "name": 1}', '{"ana": 2, "ben": 1, "loud": 1, "love": 1, "adopt": 1, "beagl": 2, "puppi": 1, "garden": 1, "biscuit": 1}');
INSERT INTO public.memvault_terms VALUES (14, 'message', 'u', NULL, 'chat', 4, 'Ana: Biscuit, she loves the garden Ben: beagles are loud', 10, '''ana'':1 ''night'':4', '{"ana": 1, "night": 1}', '{"ana": 1, "ben": 1, "loud": 1, "love": 1, "beagl": 1, "garden": 1, "biscuit": 1}');
INSERT INTO public.memvault_terms VALUES (12, 'message', 'u', NULL, 'chat', 6, 'Ana: we adopted a beagle puppy Ben: what is its name Ben: beagles are loud Ana: only at night', 19, '''ana'':1 ''biscuit'':2 ''garden'':6 ''love'':4', '{"ana": 1, "love": 1, "garden": 1, "biscuit": 1}', '{"ana": 2, "ben": 2, "loud": 1, "name": 1, "adopt": 1, "beagl": 2, "night": 1, "puppi": 1}');
INSERT INTO public.memvault_terms VALUES (13, 'message', 'u', NULL, 'chat', 4, 'Ben: what is its name Ana: Biscuit, she loves the garden Ana: only at night', 15, '''beagl'':2 ''ben'':1 ''loud'':4', '{"ben": 1, "loud": 1, "beagl": 1}', '{"ana": 2, "ben": 1, "love": 1, "name": 1, "night": 1, "garden": 1, "biscuit": 1}');
INSERT INTO public.memvault_terms VALUES (15, 'episode', 'u', NULL, NULL, 5, '', 0, '''episod'':2 ''harbour'':5', '{"episod": 1, "harbour": 1}', '{}');
INSERT INTO public.memvault_terms VALUES (17, 'fact', 'w', NULL, NULL, 5, '', 0, '''green'':4 ''like'':3 ''tea'':5 ''user'':2', '{"tea": 1, "like": 1, "user": 1, "green": 1}', '{}');


--
-- Data for Name: memvault_user_stats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memvault_user_stats VALUES ('u', 'fact', 6, 25);
INSERT INTO public.memvault_user_stats VALUES ('u', 'message', 7, 124);
INSERT INTO public.memvault_user_stats VALUES ('u', 'episode', 1, 5);
INSERT INTO public.memvault_user_stats VALUES ('w', 'fact', 1, 5);


--
-- Name: memvault_memories_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.memvault_memories_seq_seq', 17, true);


--
-- Name: memvault_memory_events_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.memvault_memory_events_seq_seq', 21, true);


--
-- Name: memvault_memories memvault_memories_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_memories
    ADD CONSTRAINT memvault_memories_id_key UNIQUE (id);


--
-- Name: memvault_memories memvault_memories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_memories
    ADD CONSTRAINT memvault_memories_pkey PRIMARY KEY (seq);


--
-- Name: memvault_memory_events memvault_memory_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_memory_events
    ADD CONSTRAINT memvault_memory_events_pkey PRIMARY KEY (seq);


--
-- Name: memvault_migrations memvault_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_migrations
    ADD CONSTRAINT memvault_migrations_pkey PRIMARY KEY (component, name);


--
-- Name: memvault_postings memvault_postings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_postings
    ADD CONSTRAINT memvault_postings_pkey PRIMARY KEY (user_id, lexeme, block);


--
-- Name: memvault_scope_stats memvault_scope_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_scope_stats
    ADD CONSTRAINT memvault_scope_stats_pkey PRIMARY KEY (user_id, agent_id, session_id, kind);


--
-- Name: memvault_store_meta memvault_store_meta_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_store_meta
    ADD CONSTRAINT memvault_store_meta_pkey PRIMARY KEY (key);


--
-- Name: memvault_terms memvault_terms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_terms
    ADD CONSTRAINT memvault_terms_pkey PRIMARY KEY (seq);


--
-- Name: memvault_user_stats memvault_user_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_user_stats
    ADD CONSTRAINT memvault_user_stats_pkey PRIMARY KEY (user_id, kind);


--
-- Name: memvault_memories_agent_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_agent_id_idx ON public.memvault_memories USING btree (agent_id);


--
-- Name: memvault_memories_expires_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_expires_at_idx ON public.memvault_memories USING btree (expires_at) WHERE (expires_at IS NOT NULL);


--
-- Name: memvault_memories_key_coalesce_coalesce1_coalesce2_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX memvault_memories_key_coalesce_coalesce1_coalesce2_idx ON public.memvault_memories USING btree (key, COALESCE(user_id, ''::text), COALESCE(agent_id, ''::text), COALESCE(session_id, ''::text)) WHERE ((key IS NOT NULL) AND (valid_to IS NULL));


--
-- Name: memvault_memories_session_id_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_session_id_seq_idx ON public.memvault_memories USING btree (session_id, seq);


--
-- Name: memvault_memories_slot_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_slot_user_id_idx ON public.memvault_memories USING btree (slot, user_id) WHERE (slot IS NOT NULL);


--
-- Name: memvault_memories_user_id_expr_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_user_id_expr_idx ON public.memvault_memories USING btree (user_id, ((metadata ->> 'speaker'::text))) WHERE ((kind = 'message'::text) AND (jsonb_typeof((metadata -> 'speaker'::text)) = 'string'::text));


--
-- Name: memvault_memories_user_id_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memories_user_id_kind_idx ON public.memvault_memories USING btree (user_id, kind);


--
-- Name: memvault_memory_events_agent_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memory_events_agent_id_idx ON public.memvault_memory_events USING btree (agent_id);


--
-- Name: memvault_memory_events_memory_id_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memory_events_memory_id_seq_idx ON public.memvault_memory_events USING btree (memory_id, seq);


--
-- Name: memvault_memory_events_session_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memory_events_session_id_idx ON public.memvault_memory_events USING btree (session_id);


--
-- Name: memvault_memory_events_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_memory_events_user_id_idx ON public.memvault_memory_events USING btree (user_id);


--
-- Name: memvault_terms_ctx_tf_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_terms_ctx_tf_idx ON public.memvault_terms USING gin (ctx_tf);


--
-- Name: memvault_terms_fts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_terms_fts_idx ON public.memvault_terms USING gin (fts);


--
-- Name: memvault_terms_user_id_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memvault_terms_user_id_kind_idx ON public.memvault_terms USING btree (user_id, kind);


--
-- Name: memvault_terms postings_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER postings_delete AFTER DELETE ON public.memvault_terms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.memvault_postings_sync();


--
-- Name: memvault_terms postings_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER postings_insert AFTER INSERT ON public.memvault_terms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.memvault_postings_sync();


--
-- Name: memvault_terms postings_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER postings_update AFTER UPDATE ON public.memvault_terms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.memvault_postings_sync();


--
-- Name: memvault_terms memvault_terms_seq_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memvault_terms
    ADD CONSTRAINT memvault_terms_seq_fkey FOREIGN KEY (seq) REFERENCES public.memvault_memories(seq) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

