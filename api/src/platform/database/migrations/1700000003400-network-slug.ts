import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The network's public page (docs/product/units.md, 'Public page'): networks.slug, unique case-insensitively and
 * sharing /agendar/<slug> with the establishments' slugs. A network of one takes its unit's slug (and follows it
 * when it changes), so a single-unit salon's address keeps opening its booking; no other network may hold an
 * establishment's slug, nor an establishment a network's. When a network of one gains a unit, its shared slug
 * stays with the first unit (links already given out keep booking there) and the network gets one of its own;
 * so does a network a unit moved out of. 'networks' joins the reserved slugs (/api/public/networks/{slug}).
 * The database holds the rule (triggers, a per-slug lock against two writers at once), so every path obeys it.
 */
export class NetworkSlug1700000003400 implements MigrationInterface {
  name = 'NetworkSlug1700000003400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE networks ADD COLUMN slug text`);
    // The base of establishment_default_slug (1700000000900), now shared by both kinds of slug.
    await q.query(`
      CREATE FUNCTION public_slug_base(p_name text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
      DECLARE
        base text;
      BEGIN
        base := regexp_replace(lower(translate(coalesce(p_name, ''),
          'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', '-', 'g');
        base := trim(both '-' from left(trim(both '-' from base), 50));
        IF length(base) < 3 THEN base := trim(both '-' from 'salao-' || coalesce(nullif(base, ''), 'online')); END IF;
        IF base IN ('reserva', 'oferta', 'bookings', 'waitlist-offers', 'api', 'admin', 'agendar', 'networks') THEN base := base || '-salao'; END IF;
        RETURN base;
      END $$`);
    // Whether p_slug is taken for an establishment (p_establishment with its network p_network, null when new)
    // or for a network (p_establishment null). The one shared slug allowed: a network of one and its unit.
    await q.query(`
      CREATE FUNCTION public_slug_taken(p_slug text, p_establishment int, p_network int) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN p_establishment IS NOT NULL THEN
          EXISTS (SELECT 1 FROM establishments e WHERE lower(e.slug) = lower(p_slug) AND e.id <> p_establishment)
          OR EXISTS (SELECT 1 FROM networks n WHERE lower(n.slug) = lower(p_slug)
                      AND NOT (n.id IS NOT DISTINCT FROM p_network
                               AND NOT EXISTS (SELECT 1 FROM establishments o WHERE o.network_id = n.id AND o.id <> p_establishment)))
        ELSE
          EXISTS (SELECT 1 FROM networks n WHERE lower(n.slug) = lower(p_slug) AND n.id <> p_network)
          OR EXISTS (SELECT 1 FROM establishments e WHERE lower(e.slug) = lower(p_slug)
                      AND NOT (e.network_id = p_network
                               AND NOT EXISTS (SELECT 1 FROM establishments o WHERE o.network_id = p_network AND o.id <> e.id)))
        END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION establishment_default_slug(p_name text, p_id int) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        base text := public_slug_base(p_name);
        candidate text := base;
        n int := 1;
      BEGIN
        WHILE public_slug_taken(candidate, p_id, (SELECT network_id FROM establishments WHERE id = p_id)) LOOP
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
        RETURN candidate;
      END $$`);
    await q.query(`
      CREATE FUNCTION network_default_slug(p_name text, p_id int) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        base text := public_slug_base(p_name);
        candidate text := base;
        n int := 1;
      BEGIN
        WHILE public_slug_taken(candidate, NULL, p_id) LOOP
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
        RETURN candidate;
      END $$`);

    // 'networks' is reserved now: /api/public/networks/{x} would shadow such a salon's logo and times.
    await q.query(`UPDATE establishments SET slug = establishment_default_slug('networks', id) WHERE lower(slug) = 'networks'`);
    // Backfill: a network of one takes its unit's slug; any other derives one from its name.
    await q.query(`
      UPDATE networks n SET slug = e.slug FROM establishments e
       WHERE e.network_id = n.id AND NOT EXISTS (SELECT 1 FROM establishments o WHERE o.network_id = n.id AND o.id <> e.id)`);
    await q.query(`
      DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT id, name FROM networks WHERE slug IS NULL ORDER BY id LOOP
          UPDATE networks SET slug = network_default_slug(r.name, r.id) WHERE id = r.id;
        END LOOP;
      END $$`);
    await q.query(`ALTER TABLE networks ALTER COLUMN slug SET NOT NULL`);
    await q.query(`ALTER TABLE networks ADD CONSTRAINT networks_slug_format CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$')`);
    await q.query(`CREATE UNIQUE INDEX networks_slug_key ON networks (lower(slug))`);

    // A new establishment's own network (1700000003200) is born with the establishment's slug.
    await q.query(`
      CREATE OR REPLACE FUNCTION establishment_default_network() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.network_id IS NULL THEN
          IF NEW.slug IS NULL THEN NEW.slug := establishment_default_slug(NEW.name, NEW.id); END IF;
          INSERT INTO networks (name, slug) VALUES (NEW.name, NEW.slug) RETURNING id INTO NEW.network_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE FUNCTION networks_slug_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.slug IS NULL THEN NEW.slug := network_default_slug(NEW.name, NEW.id); END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER networks_slug_default BEFORE INSERT ON networks FOR EACH ROW EXECUTE FUNCTION networks_slug_default()`);

    // Writers of one slug wait for each other (the lock), then the rule is checked on committed rows.
    await q.query(`
      CREATE FUNCTION networks_public_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND lower(NEW.slug) = lower(OLD.slug) THEN RETURN NULL; END IF;
        PERFORM pg_advisory_xact_lock(hashtext('public-slug'), hashtext(lower(NEW.slug)));
        IF public_slug_taken(NEW.slug, NULL, NEW.id) THEN
          RAISE EXCEPTION 'public slug % is taken', NEW.slug USING ERRCODE = 'unique_violation', CONSTRAINT = 'public_slug_key';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER networks_public_slug AFTER INSERT OR UPDATE OF slug ON networks FOR EACH ROW EXECUTE FUNCTION networks_public_slug()`);

    await q.query(`
      CREATE FUNCTION establishments_public_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A network of one follows its unit's new slug.
        IF TG_OP = 'UPDATE' AND lower(NEW.slug) <> lower(OLD.slug) THEN
          UPDATE networks n SET slug = NEW.slug
           WHERE n.id = NEW.network_id AND lower(n.slug) = lower(OLD.slug)
             AND NOT EXISTS (SELECT 1 FROM establishments o WHERE o.network_id = n.id AND o.id <> NEW.id);
        END IF;
        -- A unit moved to another network takes its slug along: the network it left gets one of its own.
        IF TG_OP = 'UPDATE' AND NEW.network_id <> OLD.network_id THEN
          UPDATE networks n SET slug = network_default_slug(n.name, n.id) WHERE n.id = OLD.network_id AND lower(n.slug) = lower(OLD.slug);
        END IF;
        -- A network that grew past one unit leaves the slug to its first unit and takes its own.
        IF TG_OP = 'INSERT' OR NEW.network_id <> OLD.network_id THEN
          UPDATE networks n SET slug = network_default_slug(n.name, n.id)
           WHERE n.id = NEW.network_id
             AND EXISTS (SELECT 1 FROM establishments o WHERE o.network_id = n.id AND o.id <> NEW.id)
             AND EXISTS (SELECT 1 FROM establishments e WHERE lower(e.slug) = lower(n.slug));
        END IF;
        IF TG_OP = 'INSERT' OR lower(NEW.slug) <> lower(OLD.slug) OR NEW.network_id <> OLD.network_id THEN
          PERFORM pg_advisory_xact_lock(hashtext('public-slug'), hashtext(lower(NEW.slug)));
          IF public_slug_taken(NEW.slug, NEW.id, NEW.network_id) THEN
            RAISE EXCEPTION 'public slug % is taken', NEW.slug USING ERRCODE = 'unique_violation', CONSTRAINT = 'public_slug_key';
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER establishments_public_slug AFTER INSERT OR UPDATE OF slug, network_id ON establishments FOR EACH ROW EXECUTE FUNCTION establishments_public_slug()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER establishments_public_slug ON establishments`);
    await q.query(`DROP TRIGGER networks_public_slug ON networks`);
    await q.query(`DROP TRIGGER networks_slug_default ON networks`);
    await q.query(`DROP FUNCTION establishments_public_slug(), networks_public_slug(), networks_slug_default()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION establishment_default_network() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.network_id IS NULL THEN
          INSERT INTO networks (name) VALUES (NEW.name) RETURNING id INTO NEW.network_id;
        END IF;
        RETURN NEW;
      END $$`);
    // establishment_default_slug as 1700000000900 wrote it.
    await q.query(`
      CREATE OR REPLACE FUNCTION establishment_default_slug(p_name text, p_id int) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        base text;
        candidate text;
        n int := 1;
      BEGIN
        base := regexp_replace(lower(translate(coalesce(p_name, ''),
          'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', '-', 'g');
        base := trim(both '-' from left(trim(both '-' from base), 50));
        IF length(base) < 3 THEN base := trim(both '-' from 'salao-' || coalesce(nullif(base, ''), 'online')); END IF;
        IF base IN ('reserva', 'oferta', 'bookings', 'waitlist-offers', 'api', 'admin', 'agendar') THEN base := base || '-salao'; END IF;
        candidate := base;
        WHILE EXISTS (SELECT 1 FROM establishments WHERE lower(slug) = candidate AND id <> p_id) LOOP
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
        RETURN candidate;
      END $$`);
    await q.query(`DROP FUNCTION network_default_slug(text, int), public_slug_taken(text, int, int), public_slug_base(text)`);
    await q.query(`ALTER TABLE networks DROP COLUMN slug`);
  }
}
